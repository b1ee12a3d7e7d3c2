package dev.rbench.runner.app;

import java.util.OptionalInt;

/**
 * What a running variant said of its own sizes through Actuator — Tomcat's most request threads
 * ({@code tomcat.threads.config.max}) and HikariCP's most connections ({@code hikaricp.connections.max}) —
 * learnt once it is up, used by the model where the variant's settings do not give them. Written by the
 * verification of each start (a restart may have been started differently), read by the steps.
 */
public final class AppSizes {

    /** T and N as the app reported them; empty where it has no such thing (no Tomcat pool, no HikariCP). */
    public record Reported(OptionalInt threads, OptionalInt pool) {

        static final Reported NOTHING = new Reported(OptionalInt.empty(), OptionalInt.empty());
    }

    private volatile Reported reported = Reported.NOTHING;

    public void learnt(Reported sizes) {
        reported = sizes;
    }

    public OptionalInt threads() {
        return reported.threads();
    }

    public OptionalInt pool() {
        return reported.pool();
    }
}
