package dev.rbench.runner.backend;

import dev.rbench.runner.RbenchHome;
import dev.rbench.runner.scenario.DataSettings;
import dev.rbench.runner.scenario.Scenario;
import java.nio.file.Path;

/**
 * Chooses what the scenario's route waits on: a database or a downstream service. A new one is a
 * new {@link BackendSession} plus a case here.
 */
public final class Backends {

    private Backends() {
    }

    public static BackendSession start(RbenchHome home, Scenario scenario, Path runDir) throws InterruptedException {
        if (scenario.data().usesDownstream()) {
            return DownstreamSession.start(home, scenario, runDir);
        }
        return switch (scenario.data().database()) {
            case "none" -> BackendSession.NONE;
            case "mongo" -> MongoSession.start(home, scenario, runDir);
            case "postgres" -> PostgresSession.start(home, scenario, runDir);
            case DataSettings.MONGO_AND_POSTGRES -> RecordStoresSession.start(home, scenario, runDir);
            case "cassandra" -> CassandraSession.start(scenario, runDir);
            default -> throw new IllegalArgumentException("unknown database '" + scenario.data().database() + "'");
        };
    }
}
