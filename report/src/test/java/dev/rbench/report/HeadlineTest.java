package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

class HeadlineTest {

    /** A ramp-rate run as the runner writes its scenario: the workload's keys nested under its case, rates and rateFrom. */
    private static ObjectNode rampRateRun() {
        return Fixtures.json("""
                {"schemaVersion": 2,
                 "scenario": {"name": "ramp", "quick": false, "stacks": ["blocking"], "workload": "ramp-rate",
                   "users": [], "ratesRps": [100.0, 200.0], "calls": [], "routes": [],
                   "settings": {"name": "ramp", "path": "/delay/{delayMs}", "delayMs": 100,
                     "workload": {"ramp-rate": {"rates": [100, 200], "rateFrom": 50, "durationMs": 3000,
                                                "arrivals": "poisson", "seed": 1, "maxConnections": 500}},
                     "serverThreads": 20}},
                 "runs": [], "complete": true}
                """);
    }

    @Test
    void aRampRateRunSaysTheRateItsStepsRiseFrom() {
        String headline = Headline.workload(Fixtures.view(rampRateRun()));

        assertThat(headline).contains("rates rising from 50 to 100, 200 req/s", "poisson arrivals", "max connections 500");
    }

    @Test
    void theHeadlineReadsTheTypedSetupNotTheDisplaySettings() {
        ObjectNode run = rampRateRun();
        ((ObjectNode) run.get("scenario")).putObject("setup").put("path", "/remote?ms={delayMs}").put("delayMs", 500)
                .put("serverThreads", 10).put("rateFromRps", 0.0);

        assertThat(Headline.workload(Fixtures.view(run)))
                .isEqualTo("workload ramp-rate, path /remote?ms={delayMs}, delay 500 ms, server threads 10,"
                        + " rates rising from 0 to 100, 200 req/s");
    }

    @Test
    void aRouteThatWaitsOnItsBackendHasNoDelay() {
        ObjectNode run = rampRateRun();
        ((ObjectNode) run.get("scenario")).putObject("setup").put("path", "/documents/1").put("serverThreads", 10)
                .put("poolSize", 100);

        assertThat(Headline.workload(Fixtures.view(run))).contains("path /documents/1, server threads 10, database pool 100")
                .doesNotContain("delay");
    }
}
