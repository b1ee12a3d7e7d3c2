package dev.rbench.runner.database;

import dev.rbench.runner.RbenchHome;
import dev.rbench.runner.scenario.Scenario;
import java.nio.file.Path;

/** Chooses the database a scenario names. A new database is a new {@link DatabaseSession} plus a case here. */
public final class Databases {

    private Databases() {
    }

    public static DatabaseSession start(RbenchHome home, Scenario scenario, Path runDir) throws InterruptedException {
        return switch (scenario.data().database()) {
            case "none" -> DatabaseSession.NONE;
            case "mongo" -> MongoSession.start(home, scenario, runDir);
            default -> throw new IllegalArgumentException("unknown database '" + scenario.data().database() + "'");
        };
    }
}
