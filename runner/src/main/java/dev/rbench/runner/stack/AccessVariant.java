package dev.rbench.runner.stack;

import dev.rbench.model.StackKind;
import dev.rbench.runner.scenario.Scenario;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * A stack reaching MongoDB one particular way, named {@code stack:way} (e.g. {@code reactive:driver}):
 * the study's six ways are {blocking, reactive} × {driver, template, repository}. Everything but the
 * access way is the base stack's; the way overrides the scenario's {@code mongo.access}.
 */
final class AccessVariant implements StackDefinition {

    private final StackDefinition base;
    private final String access;

    AccessVariant(StackDefinition base, String access) {
        this.base = base;
        this.access = access;
    }

    @Override
    public String name() {
        return base.name() + ":" + access;
    }

    @Override
    public StackKind modelKind() {
        return base.modelKind();
    }

    @Override
    public String serviceModule() {
        return base.serviceModule();
    }

    @Override
    public List<String> serviceArgs(Scenario scenario) {
        return base.serviceArgs(scenario);
    }

    @Override
    public Optional<String> access() {
        return Optional.of(access);
    }

    @Override
    public Map<String, Object> config(Scenario scenario) {
        Map<String, Object> m = new LinkedHashMap<>(base.config(scenario));
        m.put("access", access);
        return m;
    }

    @Override
    public List<String> verify(JsonNode info, Scenario scenario) {
        List<String> problems = new ArrayList<>(base.verify(info, scenario));
        String running = info.path("mongo").path("access").asString("");
        if (!access.equals(running)) {
            problems.add("service reaches MongoDB by '" + running + "', expected '" + access + "'");
        }
        return problems;
    }
}
