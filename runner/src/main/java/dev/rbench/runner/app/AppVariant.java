package dev.rbench.runner.app;

import dev.rbench.model.StackKind;
import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import dev.rbench.runner.settings.Validated;
import java.util.List;
import java.util.Optional;

/**
 * One entry of {@code variants:}: the app started with these arguments is one stack of the run.
 * {@code kind}, {@code threads} and {@code pool} are what the model needs and cannot see from
 * outside the app; left out, the variant is measured but not modelled.
 */
public record AppVariant(
        @Setting(value = "[]", doc = "arguments appended to the app's command for this variant, e.g."
                + " [--spring.threads.virtual.enabled=true]") List<String> args,
        @Setting(value = "unknown", doc = "how the variant serves requests: blocking (a pool of T threads), virtual, reactive, virtual-netty (WebFlux with blocking-style handlers on virtual threads);"
                + " unknown = not modelled") Kind kind,
        @Setting(value = "0", doc = "the request threads T of a blocking variant, e.g. 200; 0 = unknown", min = 0, max = 100_000)
        int threads,
        @Setting(value = "0", doc = "the connection pool N requests wait on, e.g. 10; 0 = none (or unknown)", min = 0, max = 100_000)
        int pool) implements Validated {

    public static final AppVariant DEFAULT = new AppVariant(List.of(), Kind.UNKNOWN, 0, 0);

    /** What the variant says about how it queues; {@code unknown} leaves it unmodelled. */
    public enum Kind {
        UNKNOWN, BLOCKING, VIRTUAL, REACTIVE, VIRTUAL_NETTY;

        public Optional<StackKind> model() {
            return this == UNKNOWN ? Optional.empty() : Optional.of(StackKind.valueOf(name()));
        }
    }

    public AppVariant {
        args = List.copyOf(args);
    }

    @Override
    public void validate(Problems p) {
        p.check(threads == 0 || kind == Kind.BLOCKING, "threads", "threads bound only a blocking variant; give kind: blocking");
        for (String arg : args) {
            Placeholders.problem(arg, false).ifPresent(problem -> p.add("args", problem));
        }
    }
}
