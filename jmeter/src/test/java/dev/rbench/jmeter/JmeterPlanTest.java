package dev.rbench.jmeter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.loadgen.Arrivals;
import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class JmeterPlanTest {

    static final PlanTarget TARGET = PlanTarget.get(URI.create("http://127.0.0.1:8080/delay/2000?x=1&y=2"), Duration.ofSeconds(10),
            Duration.ofSeconds(60));

    static Document parse(JmeterPlan plan) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(plan.xml().getBytes(StandardCharsets.UTF_8)));
    }

    static String prop(Element parent, String name) {
        var props = parent.getElementsByTagName("*");
        for (int i = 0; i < props.getLength(); i++) {
            Element e = (Element) props.item(i);
            if (name.equals(e.getAttribute("name"))) {
                return e.getTextContent();
            }
        }
        throw new AssertionError("no property " + name);
    }

    static Element group(Document doc, String tag, int index) {
        return (Element) doc.getElementsByTagName(tag).item(index);
    }

    @Test
    void aBurstIsAThreadGroupOfItsUsersOverItsRampWithOneLoop() throws Exception {
        Document doc = parse(JmeterPlan.of(List.of(new PlanStep("1000 users", new Burst(1000, Duration.ofSeconds(2)), Duration.ZERO)),
                TARGET, 1));
        Element g = group(doc, "ThreadGroup", 0);
        assertThat(g.getAttribute("testname")).isEqualTo("1000 users");
        assertThat(prop(g, "ThreadGroup.num_threads")).isEqualTo("1000");
        assertThat(prop(g, "ThreadGroup.ramp_time")).isEqualTo("2");
        assertThat(prop(g, "LoopController.loops")).isEqualTo("1");
        assertThat(prop(g, "ThreadGroup.scheduler")).isEqualTo("false");
        Element sampler = group(doc, "HTTPSamplerProxy", 0);
        assertThat(prop(sampler, "HTTPSampler.path")).isEqualTo("/delay/2000?x=1&y=2");
        assertThat(prop(sampler, "HTTPSampler.port")).isEqualTo("8080");
        assertThat(prop(sampler, "HTTPSampler.connect_timeout")).isEqualTo("10000");
        assertThat(prop(sampler, "HTTPSampler.response_timeout")).isEqualTo("60000");
        assertThat(prop(sampler, "HTTPSampler.use_keepalive")).isEqualTo("true");
        assertThat(prop(group(doc, "TestPlan", 0), "TestPlan.serialize_threadgroups")).isEqualTo("true");
    }

    @Test
    void closedAndThrottledLoopsRunForTheirDurationAndTheCapIsAPreciseThroughputTimer() throws Exception {
        JmeterPlan plan = JmeterPlan.of(List.of(new PlanStep("closed", new ClosedLoop(50, Duration.ofSeconds(30)), Duration.ZERO),
                new PlanStep("capped", new ThrottledClosedLoop(50, 400, Duration.ofMillis(10_500)), Duration.ofSeconds(5))), TARGET, 1);
        Document doc = parse(plan);
        Element closed = group(doc, "ThreadGroup", 0);
        assertThat(prop(closed, "LoopController.loops")).isEqualTo("-1");
        assertThat(prop(closed, "ThreadGroup.scheduler")).isEqualTo("true");
        assertThat(prop(closed, "ThreadGroup.duration")).isEqualTo("30");
        // the pause between the steps is a group of its own that only waits 5 s
        Element pause = group(doc, "ThreadGroup", 1);
        assertThat(pause.getAttribute("testname")).isEqualTo("pause before capped");
        assertThat(prop(group(doc, "TestAction", 0), "ActionProcessor.duration")).isEqualTo("5000");
        Element capped = group(doc, "ThreadGroup", 2);
        assertThat(prop(capped, "ThreadGroup.duration")).isEqualTo("11");
        assertThat(doc.getElementsByTagName("PreciseThroughputTimer").getLength()).isEqualTo(1);
        assertThat(plan.xml()).contains("<name>throughput</name><value>400</value>");
        assertThat(plan.approximations()).anyMatch(n -> n.contains("whole seconds: 11 s for 10500 ms"))
                .anyMatch(n -> n.contains("Poisson arrivals"));
        assertThat(plan.xml()).contains("<!-- capped: JMeter takes the duration in whole seconds");
    }

    @Test
    void openModelsAreOpenModelThreadGroupsWithTheirScheduleAndSeed() throws Exception {
        JmeterPlan plan = JmeterPlan.of(List.of(
                new PlanStep("open", new OpenRate(250, Duration.ofSeconds(20), 500, Arrivals.POISSON, 42), Duration.ZERO),
                new PlanStep("ramp", new RampRate(10, 100.5, Duration.ofSeconds(10), 500, Arrivals.FIXED, 1), Duration.ZERO)), TARGET, 1);
        Document doc = parse(plan);
        Element open = group(doc, "OpenModelThreadGroup", 0);
        // requests still in flight get up to 10 s after the last arrival (JMeter would interrupt them at once)
        assertThat(prop(open, "OpenModelThreadGroup.schedule"))
                .isEqualTo("rate(250/sec) random_arrivals(20000 ms) rate(250/sec) pause(10000 ms)");
        assertThat(prop(open, "OpenModelThreadGroup.random_seed")).isEqualTo("42");
        Element ramp = group(doc, "OpenModelThreadGroup", 1);
        // JMeter runs an open schedule from the test's start: the second waits for the first's 30 s and a margin
        assertThat(prop(ramp, "OpenModelThreadGroup.schedule"))
                .isEqualTo("pause(30200 ms) rate(10/sec) even_arrivals(10000 ms) rate(100.5/sec) pause(10000 ms)");
        assertThat(plan.plannedStarts()).containsExactly(java.time.Duration.ZERO, java.time.Duration.ofMillis(30_200));
        assertThat(plan.approximations()).anyMatch(n -> n.contains("a thread, with its own connection, per arrival"));
    }

    @Test
    void anOpenModelAfterAClosedLoopWaitsForItsPlannedEndAndSaysWhyArrivalsMayBunch() throws Exception {
        JmeterPlan plan = JmeterPlan.of(List.of(new PlanStep("warm", new ClosedLoop(4, Duration.ofSeconds(2)), Duration.ZERO),
                new PlanStep("open", new OpenRate(100, Duration.ofSeconds(3), 50, Arrivals.FIXED, 1), Duration.ofMillis(500))),
                PlanTarget.get(URI.create("http://127.0.0.1:8080/x"), Duration.ofSeconds(1), Duration.ofSeconds(5)), 1);
        assertThat(prop(group(parse(plan), "OpenModelThreadGroup", 0), "OpenModelThreadGroup.schedule"))
                .isEqualTo("pause(2700 ms) rate(100/sec) even_arrivals(3000 ms) rate(100/sec) pause(5000 ms)");
        assertThat(plan.plannedStarts()).containsExactly(Duration.ZERO, Duration.ofMillis(2700));
        assertThat(plan.approximations()).anyMatch(n -> n.contains("JMeter times an open model from the test's start"));
    }

    @Test
    void withSeveralEnginesEachGroupHoldsItsShareOfUsersAndRate() throws Exception {
        JmeterPlan plan = JmeterPlan.of(List.of(new PlanStep("burst", new Burst(1001, Duration.ofSeconds(1)), Duration.ZERO),
                new PlanStep("open", new OpenRate(300, Duration.ofSeconds(5), 100, Arrivals.POISSON, 42), Duration.ZERO)), TARGET, 2);
        Document doc = parse(plan);
        assertThat(prop(group(doc, "ThreadGroup", 0), "ThreadGroup.num_threads")).isEqualTo("501");
        assertThat(plan.approximations()).anyMatch(n -> n.contains("1001 users do not divide over 2 engines; each runs 501, 1002 in all"));
        Element open = group(doc, "OpenModelThreadGroup", 0);
        assertThat(prop(open, "OpenModelThreadGroup.schedule")).startsWith("pause(1200 ms) rate(150/sec)");
        // one seed on both engines would make their arrivals coincide
        assertThat(prop(open, "OpenModelThreadGroup.random_seed")).isEmpty();
    }

    @Test
    void aBodyIsSentRawAsJsonAndEverythingIsEscaped() throws Exception {
        PlanTarget post = new PlanTarget(URI.create("http://127.0.0.1:8080/entities"), "POST", "{\"name\":\"<a&b>\"}", Duration.ofSeconds(1),
                Duration.ofSeconds(2));
        JmeterPlan plan = JmeterPlan.of(List.of(new PlanStep("post", new Burst(1, Duration.ZERO), Duration.ZERO)), post, 1);
        Document doc = parse(plan);
        assertThat(prop(group(doc, "HTTPSamplerProxy", 0), "Argument.value")).isEqualTo("{\"name\":\"<a&b>\"}");
        assertThat(prop(group(doc, "HTTPSamplerProxy", 0), "HTTPSampler.postBodyRaw")).isEqualTo("true");
        assertThat(prop(group(doc, "HeaderManager", 0), "Header.value")).isEqualTo("application/json");
    }

    @Test
    void whatJmeterWouldMisreadIsRefused() {
        PlanTarget variable = PlanTarget.get(URI.create("http://127.0.0.1:8080/x?a=$%7Bb%7D"), Duration.ofSeconds(1), Duration.ofSeconds(1));
        assertThatThrownBy(() -> new PlanTarget(URI.create("https://h:1/"), "GET", "", Duration.ofSeconds(1), Duration.ofSeconds(1)))
                .hasMessageContaining("http://host:port/path");
        assertThatThrownBy(() -> new PlanStep("a,b", new Burst(1, Duration.ZERO), Duration.ZERO)).hasMessageContaining("commas");
        PlanTarget body = new PlanTarget(URI.create("http://h:1/"), "POST", "${__P(x)}", Duration.ofSeconds(1), Duration.ofSeconds(1));
        assertThatThrownBy(() -> JmeterPlan.of(List.of(new PlanStep("s", new Burst(1, Duration.ZERO), Duration.ZERO)), body, 1))
                .hasMessageContaining("JMeter reads \"${\" as a variable");
        assertThat(JmeterPlan.of(List.of(new PlanStep("s", new Burst(1, Duration.ZERO), Duration.ZERO)), variable, 1).xml())
                .contains("/x?a=$%7Bb%7D");
    }
}
