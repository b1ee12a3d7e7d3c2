package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.scenario.ScenarioField;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ScenarioOptionsTest {

    @Test
    void theEnvironmentsUriWinsOverTheFileAndAFlagWinsOverBoth() {
        ScenarioBuilder b = new ScenarioBuilder().set(ScenarioField.DATABASE, "mongo")
                .set(ScenarioField.MONGO_URI, "mongodb://file:27017");
        ScenarioOptions.applyEnvironment(b, Map.of("RBENCH_MONGO_URI", "mongodb://u:pw@env:27017"));
        assertThat(b.build().data().mongoUri()).isEqualTo("mongodb://u:pw@env:27017");

        ScenarioOptions flags = new ScenarioOptions();
        new CommandLine(new Holder(flags)).parseArgs("--mongo-uri", "mongodb://flag:27017", "--db-latency", "20ms",
                "--pool", "7", "--access", "Driver");
        flags.apply(b);
        var data = b.build().data();
        assertThat(data.mongoUri()).isEqualTo("mongodb://flag:27017");
        assertThat(data.dbLatency().toMillis()).isEqualTo(20);
        assertThat(data.poolSize()).isEqualTo(7);
        assertThat(data.access()).isEqualTo("driver");
    }

    @Test
    void anEmptyEnvironmentChangesNothing() {
        ScenarioBuilder b = new ScenarioBuilder();
        ScenarioOptions.applyEnvironment(b, Map.of("RBENCH_MONGO_URI", " "));
        assertThat(b.build().data().embedded()).isTrue();
    }

    @Test
    void thePostgresUrlComesFromTheEnvironmentOrTheFlagAndPoolSetsItsPoolToo() {
        ScenarioBuilder b = new ScenarioBuilder().set(ScenarioField.DATABASE, "postgres")
                .set(ScenarioField.POSTGRES_URL, "postgresql://file:5432/db");
        ScenarioOptions.applyEnvironment(b, Map.of("RBENCH_POSTGRES_URL", "postgresql://u:pw@env:5432/db"));
        assertThat(b.build().data().postgresUrl()).isEqualTo("postgresql://u:pw@env:5432/db");

        ScenarioOptions flags = new ScenarioOptions();
        new CommandLine(new Holder(flags)).parseArgs("--pg-url", "postgresql://flag:5433/db", "--pool", "9");
        flags.apply(b);
        var data = b.build().data();
        assertThat(data.postgresUrl()).isEqualTo("postgresql://flag:5433/db");
        assertThat(data.postgresPoolSize()).isEqualTo(9);
        assertThat(data.backendPoolSize()).isEqualTo(9);

        ScenarioBuilder blank = new ScenarioBuilder();
        ScenarioOptions.applyEnvironment(blank, Map.of("RBENCH_POSTGRES_URL", " "));
        assertThat(blank.build().data().postgresEmbedded()).isTrue();
    }

    @CommandLine.Command(name = "holder")
    static final class Holder {
        @CommandLine.Mixin
        ScenarioOptions options;

        Holder(ScenarioOptions options) {
            this.options = options;
        }
    }
}
