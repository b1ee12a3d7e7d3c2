package dev.rbench.runner.backend;

import dev.rbench.runner.settings.Values;

/** How a service reaches MongoDB: the study's three ways. */
public enum MongoAccess {
    DRIVER, TEMPLATE, REPOSITORY;

    /** The name in scenarios, stack names ({@code reactive:driver}) and the services' property. */
    public String id() {
        return Values.enumId(this);
    }

    public static java.util.Optional<MongoAccess> byId(String id) {
        return java.util.Arrays.stream(values()).filter(a -> a.id().equals(id)).findFirst();
    }
}
