package dev.rbench.runner.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One bad value per kind of key in one file: every problem is reported at once, each with the
 * file, line and column of the value that caused it.
 */
class HostileScenarioTest {

    private static final String HOSTILE = String.join("\n",
            "name: 'no spaces allowed'",                 // 1  text with a rule
            "stacks: [blocking, turbo]",                 // 2  list of names, cross-checked
            "path: delay",                               // 3  text with a rule
            "delay: 61s",                                // 4  duration out of range
            "serverThreads: many",                       // 5  whole number that is not
            "eventLoops: 2000",                          // 6  whole number out of range
            "serviceJvmOptions: [-Xmx1g]",               // 7  list with a rule
            "requestTimeout: 0s",                        // 8  duration that must be positive
            "pin: cpu=9",                                // 9  placement
            "workload:",                                 // 10
            "  open:",                                   // 11
            "    rates: [100, abc]",                     // 12 list of numbers with a bad item
            "    arrivals: bursty",                      // 13 enum
            "    ramp: 1s",                              // 14 a key of another workload
            "backend:",                                  // 15
            "  mongo:",                                  // 16
            "    poolSize: 0",                           // 17 range in a backend
            "    access: jpa",                           // 18 enum in a backend
            "    uri: http://x",                         // 19 cross-field rule in a backend
            "    poolsize: 3",                           // 20 unknown key, suggested
            "");

    @Test
    void everyProblemIsReportedOnceWithItsLocation() {
        ScenarioException e = catchThrowableOfType(ScenarioException.class,
                () -> ScenarioYaml.read(HOSTILE, "hostile.yaml").build());
        List<String> problems = e.problems();
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:1:7: name:"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:2:9: stacks: unknown stack 'turbo'"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:3:7: path: 'delay' must start with '/'"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:4:8: delay: 61s is outside 0ms..60s"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:5:16: serverThreads: 'many' is not a whole number"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:6:13: eventLoops: 2000 is outside 0..1024"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:7:20: serviceJvmOptions: '-Xmx1g' is not allowed"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:8:17: requestTimeout: must be positive"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:9:6: pin:"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:12:12: workload.open.rates: 'abc' is not a number"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:13:15: workload.open.arrivals: 'bursty' is not one of [fixed, poisson]"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:14:5: unknown key 'ramp'"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:17:15: backend.mongo.poolSize: 0 is outside 1..10000"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:18:13: backend.mongo.access: 'jpa' is not one of [driver, template, repository]"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:19:10: backend.mongo.uri: must start with mongodb://"));
        assertThat(problems).anySatisfy(p -> assertThat(p).startsWith("hostile.yaml:20:5: unknown key 'poolsize'; did you mean 'poolSize'?"));
        assertThat(problems).hasSize(16);
        assertThat(problems).allSatisfy(p -> assertThat(p).matches("(?s)hostile\\.yaml:\\d+:\\d+: .*\\n.*\\^.*"));
    }
}
