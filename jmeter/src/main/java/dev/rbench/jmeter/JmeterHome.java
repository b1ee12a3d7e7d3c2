package dev.rbench.jmeter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;

/**
 * Apache JMeter's home as {@code infra/jmeter-home} assembles it from Maven Central, laid out as JMeter's download
 * is: {@code bin/ApacheJMeter.jar} (the launcher, which takes its folder's parent as the home), {@code bin/*.properties},
 * {@code lib/} and {@code lib/ext/}.
 */
public record JmeterHome(Path dir) {

    /** Where the build puts it under the reactive-bench folder. */
    public static JmeterHome built(Path rbenchHome) {
        return new JmeterHome(rbenchHome.resolve("infra").resolve("jmeter-home").resolve("target").resolve("jmeter"));
    }

    public Path launcher() {
        return dir.resolve("bin").resolve("ApacheJMeter.jar");
    }

    /** This home, or a message saying what is missing and how to get it. */
    public JmeterHome checked() {
        if (!Files.isRegularFile(launcher()) || !Files.isRegularFile(dir.resolve("bin").resolve("jmeter.properties"))
                || !Files.isRegularFile(dir.resolve("lib").resolve("ext").resolve("ApacheJMeter_core.jar"))) {
            throw new JmeterException("Apache JMeter is not at " + dir + " (no bin/ApacheJMeter.jar, bin/jmeter.properties or"
                    + " lib/ext/ApacheJMeter_core.jar): run ./rbench build, which assembles JMeter 5.6.3 from Maven Central");
        }
        try {
            // The launcher warns about every folder of its classpath that is missing; a download has this empty one.
            Files.createDirectories(dir.resolve("lib").resolve("junit"));
        } catch (IOException e) {
            // only a warning in JMeter's output
        }
        return this;
    }

    /** JMeter's version from its core jar, "5.6.3"; "unknown" when the jar does not say. */
    public String version() {
        try (JarFile jar = new JarFile(dir.resolve("lib").resolve("ext").resolve("ApacheJMeter_core.jar").toFile())) {
            var manifest = jar.getManifest();
            String v = manifest == null ? null : manifest.getMainAttributes().getValue("Implementation-Version");
            return v == null || v.isBlank() ? "unknown" : v.trim();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
