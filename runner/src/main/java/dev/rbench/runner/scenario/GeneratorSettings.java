package dev.rbench.runner.scenario;

import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import dev.rbench.runner.settings.Validated;
import java.util.List;

/**
 * The engine that fires each step ({@code generator: {engine: jmeter, remote: [10.0.0.5:1099]}}): our generator, or
 * Apache JMeter 5.6.3 running the step as a plan we write, alone or on its remote engines, which then share the
 * step's users or rate. The warm-up and the calibrations stay with our generator either way: they measure the
 * service, not the engine.
 */
public record GeneratorSettings(
        @Setting(value = "rbench", doc = "the engine that fires each step: rbench (our generator) or jmeter (Apache JMeter 5.6.3"
                + " in its own JVM, from the plan we write; its latency is measured from the actual send, uncorrected)",
                flag = "--generator") LoadEngine engine,
        @Setting(value = "[]", doc = "JMeter's remote engines, host:port of each jmeter-server, e.g. [10.0.0.5:1099, 10.0.0.6:1099];"
                + " each runs its share of every step's users or rate (engine: jmeter only); empty = JMeter on this machine",
                flag = "--jmeter-remote", off = "[]") List<String> remote) implements Validated {

    public GeneratorSettings {
        remote = List.copyOf(remote);
    }

    public boolean jmeter() {
        return engine == LoadEngine.JMETER;
    }

    @Override
    public void validate(Problems p) {
        p.check(remote.isEmpty() || jmeter(), "remote", "names JMeter's engines; add engine: jmeter (--generator jmeter) or leave it empty");
        for (String engine : remote) {
            p.check(engine.matches("[A-Za-z0-9.\\-\\[\\]:]+:\\d{1,5}"), "remote", "'" + engine + "' is not host:port, e.g. 10.0.0.5:1099");
        }
    }
}
