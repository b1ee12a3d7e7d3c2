package dev.rbench.jmeter;

import dev.rbench.loadgen.Arrivals;
import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.Workload;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Our workload models as a JMeter test plan (.jmx), one thread group per step, run one after the other
 * ({@code TestPlan.serialize_threadgroups}), each after its pause:
 * burst → {@code ThreadGroup} of R threads over the ramp, one loop; closed loop → loops −1 for the duration;
 * throttled → the same with a {@code PreciseThroughputTimer}; open and ramp-rate → {@code OpenModelThreadGroup}
 * with its schedule ({@code even_arrivals} for fixed, {@code random_arrivals} for Poisson, the seed).
 * With E remote engines every engine runs the whole plan (that is how JMeter distributes), so each thread group
 * holds 1/E of the users or of the rate.
 *
 * <p>Where JMeter cannot say exactly what our generator does, {@link #approximations()} says how it differs; the
 * plan carries the same sentences as comments, and the runner records them in results.json.
 */
public record JmeterPlan(String xml, List<String> approximations, List<Duration> plannedStarts) {

    /**
     * JMeter 5.6.3 runs an {@code OpenModelThreadGroup}'s schedule from the TEST's start, not the group's: arrivals
     * due while earlier groups ran would all be sent the moment it starts. So its schedule begins with a
     * {@code pause} of the planned time before it, plus this margin for earlier groups' last requests.
     */
    static final Duration OPEN_START_MARGIN = Duration.ofMillis(200);
    /**
     * At the end of its schedule JMeter interrupts the open model's requests still in flight (errors "Socket closed");
     * a trailing {@code pause} lets them finish, for up to the request timeout but at most this long (JMeter waits
     * the whole pause, so each open step lasts that much longer).
     */
    static final Duration OPEN_TAIL_MAX = Duration.ofSeconds(10);

    public static JmeterPlan of(List<PlanStep> steps, PlanTarget target, int engines) {
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("a plan needs at least one step");
        }
        if (engines < 1) {
            throw new IllegalArgumentException("engines must be at least 1, not " + engines);
        }
        for (PlanTarget t : steps.stream().map(s -> s.target() == null ? target : s.target()).distinct().toList()) {
            for (String field : List.of(t.pathAndQuery(), t.body())) {
                if (field.contains("${")) {
                    // JMeter would read it as a variable or function call and send something else.
                    throw new IllegalArgumentException("JMeter reads \"${\" as a variable; the path or body may not contain it: " + field);
                }
            }
        }
        Writer w = new Writer(target, engines);
        for (int i = 0; i < steps.size(); i++) {
            PlanStep step = steps.get(i);
            if (i > 0 && step.pauseBefore().toMillis() > 0) {
                w.pause(step);
            }
            w.step(step);
        }
        return new JmeterPlan(w.finish(), List.copyOf(w.notes), List.copyOf(w.starts));
    }

    public void write(Path file) {
        try {
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            Files.writeString(tmp, xml, StandardCharsets.UTF_8);
            Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the plan " + file + ": " + e.getMessage(), e);
        }
    }

    /** Builds the XML; JMeter's SaveService reads property elements by name, so the order within an element is free. */
    private static final class Writer {
        private final StringBuilder groups = new StringBuilder();
        private final PlanTarget planTarget;
        private PlanTarget target;
        private final int engines;
        private final List<String> notes = new ArrayList<>();

        Writer(PlanTarget target, int engines) {
            this.planTarget = target;
            this.target = target;
            this.engines = engines;
        }

        /** When each step's load is planned to begin, from the test's start (bursts counted by their ramp only). */
        private final List<Duration> starts = new ArrayList<>();
        private Duration elapsed = Duration.ZERO;
        /** Whether a step before has no planned end (a burst ends when its slowest request does). */
        private boolean openEnded;

        void step(PlanStep step) {
            target = step.target() == null ? planTarget : step.target();
            boolean open = step.workload() instanceof OpenRate || step.workload() instanceof RampRate;
            Duration start = open && !elapsed.isZero() ? elapsed.plus(OPEN_START_MARGIN) : elapsed;
            starts.add(start);
            if (open && openEnded) {
                notes.add(step.label() + ": JMeter times an open model from the test's start; it waits " + start.toMillis()
                        + " ms, the planned time of the steps before it, and arrivals due while earlier steps overran are sent at once");
            }
            elapsed = start.plus(planned(step.workload()));
            openEnded |= step.workload() instanceof Burst || step.workload() instanceof ClosedLoop
                    || step.workload() instanceof ThrottledClosedLoop;
            switch (step.workload()) {
                case Burst b -> threadGroup(step.label(), share(step.label(), b.users()), wholeSeconds(step.label(), "ramp", b.ramp(), false),
                        1, null, null);
                case ClosedLoop c -> threadGroup(step.label(), share(step.label(), c.users()), 0, -1,
                        wholeSeconds(step.label(), "duration", c.duration(), true), null);
                case ThrottledClosedLoop t -> {
                    long seconds = wholeSeconds(step.label(), "duration", t.duration(), true);
                    notes.add(step.label() + ": JMeter's PreciseThroughputTimer spaces the capped requests as Poisson arrivals;"
                            + " our throttle gives evenly spaced slots");
                    threadGroup(step.label(), share(step.label(), t.users()), 0, -1, seconds,
                            throughputTimer(t.maxRatePerSecond() / engines, seconds));
                }
                case OpenRate o -> openGroup(step.label(), o.ratePerSecond(), o.ratePerSecond(), o.duration(), o.arrivals(), o.seed(),
                        o.maxConnections());
                case RampRate r -> openGroup(step.label(), r.fromPerSecond(), r.toPerSecond(), r.duration(), r.arrivals(), r.seed(),
                        r.maxConnections());
            }
        }

        /** The time a step's group is planned to take: its ramp or duration, and an open model's tail. */
        private Duration planned(Workload workload) {
            return switch (workload) {
                case Burst b -> Duration.ofSeconds(Math.round(b.ramp().toMillis() / 1000.0));
                case ClosedLoop c -> Duration.ofSeconds((c.duration().toMillis() + 999) / 1000);
                case ThrottledClosedLoop t -> Duration.ofSeconds((t.duration().toMillis() + 999) / 1000);
                case OpenRate o -> o.duration().plus(openTail());
                case RampRate r -> r.duration().plus(openTail());
            };
        }

        private Duration openTail() {
            return target.requestTimeout().compareTo(OPEN_TAIL_MAX) < 0 ? target.requestTimeout() : OPEN_TAIL_MAX;
        }

        /** A one-thread group that only waits: JMeter's Flow Control Action records no sample. */
        void pause(PlanStep before) {
            elapsed = elapsed.plus(before.pauseBefore());
            groups.append("      <ThreadGroup guiclass=\"ThreadGroupGui\" testclass=\"ThreadGroup\" testname=\"")
                    .append(xml("pause before " + before.label())).append("\">\n");
            threadGroupProps(1, 0, 1, null);
            groups.append("      </ThreadGroup>\n      <hashTree>\n")
                    .append("        <TestAction guiclass=\"TestActionGui\" testclass=\"TestAction\" testname=\"pause\">\n")
                    .append("          <intProp name=\"ActionProcessor.action\">1</intProp>\n")
                    .append("          <intProp name=\"ActionProcessor.target\">0</intProp>\n")
                    .append("          <stringProp name=\"ActionProcessor.duration\">").append(before.pauseBefore().toMillis()).append("</stringProp>\n")
                    .append("        </TestAction>\n        <hashTree/>\n      </hashTree>\n");
        }

        private void threadGroup(String label, int threads, long rampSeconds, int loops, Long durationSeconds, String timer) {
            groups.append("      <ThreadGroup guiclass=\"ThreadGroupGui\" testclass=\"ThreadGroup\" testname=\"").append(xml(label)).append("\">\n");
            threadGroupProps(threads, rampSeconds, loops, durationSeconds);
            groups.append("      </ThreadGroup>\n      <hashTree>\n");
            sampler(label);
            if (timer != null) {
                groups.append(timer);
            }
            groups.append("      </hashTree>\n");
        }

        private void threadGroupProps(int threads, long rampSeconds, int loops, Long durationSeconds) {
            groups.append("        <intProp name=\"ThreadGroup.num_threads\">").append(threads).append("</intProp>\n")
                    .append("        <intProp name=\"ThreadGroup.ramp_time\">").append(rampSeconds).append("</intProp>\n")
                    .append("        <stringProp name=\"ThreadGroup.on_sample_error\">continue</stringProp>\n")
                    // Each thread keeps its connection across iterations, as each of our users keeps its one.
                    .append("        <boolProp name=\"ThreadGroup.same_user_on_next_iteration\">true</boolProp>\n")
                    .append("        <elementProp name=\"ThreadGroup.main_controller\" elementType=\"LoopController\""
                            + " guiclass=\"LoopControlPanel\" testclass=\"LoopController\" testname=\"Loop Controller\">\n")
                    .append("          <intProp name=\"LoopController.loops\">").append(loops).append("</intProp>\n")
                    .append("          <boolProp name=\"LoopController.continue_forever\">false</boolProp>\n")
                    .append("        </elementProp>\n")
                    .append("        <boolProp name=\"ThreadGroup.scheduler\">").append(durationSeconds != null).append("</boolProp>\n");
            if (durationSeconds != null) {
                groups.append("        <longProp name=\"ThreadGroup.duration\">").append(durationSeconds).append("</longProp>\n")
                        .append("        <longProp name=\"ThreadGroup.delay\">0</longProp>\n");
            }
        }

        private void openGroup(String label, double fromPerSecond, double toPerSecond, Duration duration, Arrivals arrivals, long seed,
                               int maxConnections) {
            String kind = arrivals == Arrivals.POISSON ? "random_arrivals" : "even_arrivals";
            Duration start = starts.getLast();
            String schedule = (start.isZero() ? "" : "pause(" + start.toMillis() + " ms) ") + "rate(" + rate(fromPerSecond / engines) + "/sec) "
                    + kind + "(" + duration.toMillis() + " ms) rate(" + rate(toPerSecond / engines) + "/sec) pause(" + openTail().toMillis() + " ms)";
            notes.add(label + ": JMeter interrupts requests still in flight " + openTail().toMillis() + " ms after the last arrival"
                    + " (errors, \"Socket closed\"); our generator lets them finish");
            // The same seed on every engine would make their Poisson arrivals coincide; 0 lets each engine draw its own.
            long engineSeed = engines > 1 ? 0 : seed;
            notes.add(label + ": JMeter's open model starts a thread, with its own connection, per arrival; our generator reuses at most "
                    + maxConnections + " keep-alive connections");
            if (engines > 1 && arrivals == Arrivals.POISSON) {
                notes.add(label + ": each of the " + engines + " engines draws its own Poisson arrivals (the seed " + seed
                        + " would make them coincide)");
            } else if (engines > 1) {
                notes.add(label + ": the " + engines + " engines' evenly spaced arrivals fall at the same instants");
            }
            groups.append("      <OpenModelThreadGroup guiclass=\"OpenModelThreadGroupGui\" testclass=\"OpenModelThreadGroup\" testname=\"")
                    .append(xml(label)).append("\">\n")
                    .append("        <elementProp name=\"ThreadGroup.main_controller\" elementType=\"OpenModelThreadGroupController\"/>\n")
                    .append("        <stringProp name=\"ThreadGroup.on_sample_error\">continue</stringProp>\n")
                    .append("        <stringProp name=\"OpenModelThreadGroup.schedule\">").append(schedule).append("</stringProp>\n")
                    .append("        <stringProp name=\"OpenModelThreadGroup.random_seed\">").append(engineSeed == 0 ? "" : Long.toString(engineSeed))
                    .append("</stringProp>\n")
                    .append("      </OpenModelThreadGroup>\n      <hashTree>\n");
            sampler(label);
            groups.append("      </hashTree>\n");
        }

        private String throughputTimer(double perSecond, long seconds) {
            return "        <PreciseThroughputTimer guiclass=\"TestBeanGUI\" testclass=\"PreciseThroughputTimer\" testname=\"rate cap\">\n"
                    + "          <doubleProp><name>throughput</name><value>" + rate(perSecond) + "</value><savedValue>0.0</savedValue></doubleProp>\n"
                    + "          <intProp name=\"throughputPeriod\">1</intProp>\n"
                    + "          <longProp name=\"duration\">" + seconds + "</longProp>\n"
                    + "          <intProp name=\"batchSize\">1</intProp>\n"
                    + "          <intProp name=\"batchThreadDelay\">0</intProp>\n"
                    + "          <longProp name=\"randomSeed\">0</longProp>\n"
                    + "        </PreciseThroughputTimer>\n        <hashTree/>\n";
        }

        private void sampler(String label) {
            String body = target.body();
            groups.append("        <HTTPSamplerProxy guiclass=\"HttpTestSampleGui\" testclass=\"HTTPSamplerProxy\" testname=\"").append(xml(label))
                    .append("\">\n")
                    .append("          <stringProp name=\"HTTPSampler.domain\">").append(xml(target.uri().getHost())).append("</stringProp>\n")
                    .append("          <stringProp name=\"HTTPSampler.port\">").append(target.uri().getPort()).append("</stringProp>\n")
                    .append("          <stringProp name=\"HTTPSampler.protocol\">http</stringProp>\n")
                    .append("          <stringProp name=\"HTTPSampler.path\">").append(xml(target.pathAndQuery())).append("</stringProp>\n")
                    .append("          <stringProp name=\"HTTPSampler.method\">").append(xml(target.method())).append("</stringProp>\n")
                    .append("          <boolProp name=\"HTTPSampler.follow_redirects\">false</boolProp>\n")
                    .append("          <boolProp name=\"HTTPSampler.auto_redirects\">false</boolProp>\n")
                    .append("          <boolProp name=\"HTTPSampler.use_keepalive\">true</boolProp>\n")
                    .append("          <stringProp name=\"HTTPSampler.connect_timeout\">").append(target.connectTimeout().toMillis()).append("</stringProp>\n")
                    .append("          <stringProp name=\"HTTPSampler.response_timeout\">").append(target.requestTimeout().toMillis()).append("</stringProp>\n");
            if (body.isEmpty()) {
                groups.append("          <elementProp name=\"HTTPsampler.Arguments\" elementType=\"Arguments\"><collectionProp name=\"Arguments.arguments\"/></elementProp>\n")
                        .append("        </HTTPSamplerProxy>\n")
                        .append("        <hashTree/>\n");
            } else {
                // the raw body, and a header manager under the sampler to say it is JSON
                groups.append("          <boolProp name=\"HTTPSampler.postBodyRaw\">true</boolProp>\n")
                        .append("          <elementProp name=\"HTTPsampler.Arguments\" elementType=\"Arguments\">\n")
                        .append("            <collectionProp name=\"Arguments.arguments\">\n")
                        .append("              <elementProp name=\"\" elementType=\"HTTPArgument\">\n")
                        .append("                <boolProp name=\"HTTPArgument.always_encode\">false</boolProp>\n")
                        .append("                <stringProp name=\"Argument.value\">").append(xml(body)).append("</stringProp>\n")
                        .append("                <stringProp name=\"Argument.metadata\">=</stringProp>\n")
                        .append("              </elementProp>\n            </collectionProp>\n          </elementProp>\n")
                        .append("        </HTTPSamplerProxy>\n")
                        .append("        <hashTree>\n")
                        .append("          <HeaderManager guiclass=\"HeaderPanel\" testclass=\"HeaderManager\" testname=\"content type\">\n")
                        .append("            <collectionProp name=\"HeaderManager.headers\">\n")
                        .append("              <elementProp name=\"\" elementType=\"Header\">\n")
                        .append("                <stringProp name=\"Header.name\">Content-Type</stringProp>\n")
                        .append("                <stringProp name=\"Header.value\">application/json</stringProp>\n")
                        .append("              </elementProp>\n            </collectionProp>\n          </HeaderManager>\n          <hashTree/>\n")
                        .append("        </hashTree>\n");
            }
        }

        /** 1/E of the users per engine; when they do not divide, the nearest whole share, said. */
        private int share(String label, int users) {
            if (users % engines == 0) {
                return users / engines;
            }
            int each = Math.max(1, Math.round(users / (float) engines));
            notes.add(label + ": " + users + " users do not divide over " + engines + " engines; each runs " + each + ", " + each * engines
                    + " in all");
            return each;
        }

        /** JMeter's ramp and duration are whole seconds. */
        private long wholeSeconds(String label, String what, Duration d, boolean roundUp) {
            long millis = d.toMillis();
            if (millis % 1000 == 0) {
                return millis / 1000;
            }
            long seconds = roundUp ? (millis + 999) / 1000 : Math.round(millis / 1000.0);
            notes.add(label + ": JMeter takes the " + what + " in whole seconds: " + seconds + " s for " + millis + " ms");
            return seconds;
        }

        String finish() {
            StringBuilder out = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
            out.append("<!-- Written by reactive-bench for Apache JMeter 5.6.3: jmeter -n -t this.jmx -l results.jtl"
                    + " -Jsampleresult.timestamp.start=true, then rbench jmeter import results.jtl -->\n");
            for (String note : notes) {
                out.append("<!-- ").append(note.replace("--", "- -")).append(" -->\n");
            }
            out.append("<jmeterTestPlan version=\"1.2\" properties=\"5.0\" jmeter=\"5.6.3\">\n  <hashTree>\n")
                    .append("    <TestPlan guiclass=\"TestPlanGui\" testclass=\"TestPlan\" testname=\"reactive-bench\">\n")
                    .append("      <stringProp name=\"TestPlan.comments\">").append(xml(String.join("\n", notes))).append("</stringProp>\n")
                    .append("      <boolProp name=\"TestPlan.functional_mode\">false</boolProp>\n")
                    .append("      <boolProp name=\"TestPlan.serialize_threadgroups\">true</boolProp>\n")
                    .append("      <elementProp name=\"TestPlan.user_defined_variables\" elementType=\"Arguments\">"
                            + "<collectionProp name=\"Arguments.arguments\"/></elementProp>\n")
                    .append("    </TestPlan>\n    <hashTree>\n")
                    .append(groups)
                    .append("    </hashTree>\n  </hashTree>\n</jmeterTestPlan>\n");
            return out.toString();
        }

        private static String rate(double perSecond) {
            String s = String.format(Locale.ROOT, "%.6f", perSecond);
            return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
        }
    }

    /** Escapes text for an XML element or attribute. */
    static String xml(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&apos;");
                default -> {
                    if (c < 0x20 && c != '\n' && c != '\t' && c != '\r') {
                        throw new IllegalArgumentException("a control character (0x" + Integer.toHexString(c) + ") cannot go into a JMeter plan");
                    }
                    b.append(c);
                }
            }
        }
        return b.toString();
    }
}
