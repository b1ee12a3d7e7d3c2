package dev.rbench.runner.stack;

import dev.rbench.model.ModelInput;
import dev.rbench.model.StackKind;
import dev.rbench.runner.app.AppSizes;
import dev.rbench.runner.app.AppSource;
import dev.rbench.runner.app.AppVariant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One variant of a user's app as a stack of the run: its name, and for the model what the variant
 * says of itself — kind, T, N — or, where it does not give T or N, what the running app said through
 * Actuator ({@code sizes}); never a guess. Without them it is measured but not modelled.
 */
public record AppStack(String name, AppVariant variant, AppSizes sizes) implements ModelledStack {

    public static final String NOT_MODELLED = "not modelled: give kind/threads/pool";

    public static AppStack of(StackSettings scenario, String name) {
        AppVariant v = scenario.variants().get(name);
        if (v == null) {
            throw new IllegalArgumentException("unknown variant '" + name + "'; the scenario's: " + scenario.variants().keySet());
        }
        return new AppStack(name, v, new AppSizes());
    }

    /** T: the variant's own, else Tomcat's as Actuator reported it; 0 when neither is known. */
    public int threads() {
        return variant.threads() > 0 ? variant.threads() : sizes.threads().orElse(0);
    }

    /** N: the variant's own, else HikariCP's as Actuator reported it; 0 when neither is known. */
    public int pool() {
        return variant.pool() > 0 ? variant.pool() : sizes.pool().orElse(0);
    }

    @Override
    public StackKind modelKind() {
        // Only read when notModelled is empty, which needs a kind.
        return variant.kind().model().orElse(StackKind.REACTIVE);
    }

    @Override
    public int modelThreads(StackSettings scenario) {
        return variant.kind() == AppVariant.Kind.BLOCKING ? threads() : ModelInput.UNLIMITED;
    }

    @Override
    public OptionalInt modelPool(StackSettings scenario) {
        return pool() > 0 ? OptionalInt.of(pool()) : OptionalInt.empty();
    }

    @Override
    public Optional<String> notModelled(StackSettings scenario) {
        if (!scenario.model()) {
            return ModelledStack.modelOff(scenario);
        }
        boolean known = variant.kind() != AppVariant.Kind.UNKNOWN
                && (variant.kind() != AppVariant.Kind.BLOCKING || threads() > 0)
                // With a database the requests wait on its pool, which only the variant (or its Actuator) can name.
                && (!scenario.backend().isDatabase() || pool() > 0);
        return known ? Optional.empty() : Optional.of(NOT_MODELLED);
    }

    /** The variant as results.json's {@code runs[].config} records it: how it was started and what it said of itself. */
    public Map<String, Object> config(StackSettings scenario) {
        Map<String, Object> m = new LinkedHashMap<>();
        switch (scenario.app().source()) {
            case AppSource.Command c -> {
                m.put("app", "command");
                m.put("command", c.argv());
                if (c.argv().getFirst().equals("java")) {
                    // A bare "java" runs on the JDK rbench runs on, with the heap it is told and a GC log.
                    m.put("jvm", Map.of("version", Runtime.version().toString(), "heapMb", scenario.serviceHeapMb()));
                }
            }
            case AppSource.Running r -> m.put("app", r.url().toString());
        }
        m.put("args", variant.args());
        m.put("kind", dev.rbench.runner.settings.Values.enumId(variant.kind()));
        m.put("serverThreads", threads() == 0 ? null : threads());
        m.put("pool", pool() == 0 ? null : pool());
        if (scenario.app().actuator()) {
            // Which sizes the app reported itself rather than the scenario giving them.
            List<String> learnt = new ArrayList<>();
            if (variant.threads() == 0 && sizes.threads().isPresent()) {
                learnt.add("serverThreads");
            }
            if (variant.pool() == 0 && sizes.pool().isPresent()) {
                learnt.add("pool");
            }
            m.put("fromActuator", learnt);
        }
        notModelled(scenario).ifPresent(why -> m.put("model", why));
        return m;
    }
}
