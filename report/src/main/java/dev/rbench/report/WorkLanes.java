package dev.rbench.report;

import dev.rbench.results.ServiceSecond;
import dev.rbench.results.StepRecord;
import dev.rbench.results.TimelineSecond;
import java.awt.BasicStroke;
import java.awt.Color;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * "Who works and who waits": second by second through a step, the requests the generator had in flight beside
 * what the service itself counted (steps[].timeline[].service, from its /activity): requests inside it, Tomcat's
 * busy workers against T, virtual threads mounted and queued, pool connections in use and requests waiting for
 * one, and the event loops' busy share on an axis of its own. Drawn only from what results.json holds.
 */
final class WorkLanes {

    private static final Color WAITING = new Color(0xB00020);
    private static final Color THREADS = new Color(0x2E7D32);
    private static final Color POOL = new Color(0x6A1B9A);
    private static final Color VIRTUAL = new Color(0xEF6C00);
    private static final Color LOOPS = new Color(0x00838F);
    private static final Color IN_FLIGHT = new Color(0x777777);

    private WorkLanes() {
    }

    /** Whether the step holds the service's account of any second. */
    static boolean present(StepRecord step) {
        return step.timeline().stream().anyMatch(t -> t.service() != null);
    }

    static String svg(String stack, int stackIndex, StepRecord step, StepAxis axis, String idPrefix) {
        return Charts.svg(chart(stack, stackIndex, step, axis), idPrefix, Charts.TIMELINE_HEIGHT);
    }

    /** One caption line with the step's peaks, e.g. "peak: 200 of 200 threads busy, 1,800 requests inside the service". */
    static String caption(StepRecord step) {
        Long inside = max(step, ServiceSecond::inServiceMax);
        Long busy = max(step, s -> s.threadsBusyMax() == null ? null : (long) s.threadsBusyMax());
        Long threads = max(step, s -> s.threadsMax() == null ? null : (long) s.threadsMax());
        Long pool = max(step, ServiceSecond::poolInUseMax);
        Long waiting = max(step, ServiceSecond::poolWaitingMax);
        Long mounted = max(step, s -> s.virtualMountedMax() == null ? null : (long) s.virtualMountedMax());
        Double loops = step.timeline().stream().map(TimelineSecond::service).filter(s -> s != null && s.loopsBusyPercent() != null)
                .map(ServiceSecond::loopsBusyPercent).max(Double::compare).orElse(null);
        StringBuilder b = new StringBuilder("Peaks: ").append(count(step.inFlightMax())).append(" in flight from the generator");
        Long queued = step.timeline().stream().filter(t -> t.service() != null && t.service().inServiceMax() != null && t.inFlightEnd() != null)
                .map(t -> t.inFlightEnd() - t.service().inServiceMax()).max(Long::compare).orElse(null);
        if (queued != null && queued > 0) {
            b.append(" (up to ").append(count(queued)).append(" of them not yet inside it: queued in the kernel or the server)");
        }
        if (inside != null) {
            b.append(", ").append(count(inside)).append(" inside the service");
        }
        if (busy != null) {
            b.append(", ").append(count(busy)).append(threads == null ? "" : " of " + count(threads)).append(" server threads busy");
        }
        if (mounted != null && mounted > 0) {
            b.append(", ").append(count(mounted)).append(" virtual threads mounted");
        }
        if (loops != null) {
            b.append(String.format(Locale.ROOT, ", event loops %.0f %% busy", loops));
        }
        if (pool != null) {
            Long poolMax = max(step, ServiceSecond::poolMax);
            b.append(", ").append(count(pool)).append(poolMax == null ? "" : " of " + count(poolMax)).append(" pool connections in use, ")
                    .append(count(waiting == null ? 0 : waiting)).append(" waiting for one");
        }
        return b.append('.').toString();
    }

    static JFreeChart chart(String stack, int stackIndex, StepRecord step, StepAxis axis) {
        XYSeriesCollection counts = new XYSeriesCollection();
        XYLineAndShapeRenderer renderer = Charts.timelineRenderer();
        add(counts, renderer, step, "in flight (generator)", t -> t.inFlightEnd() != null ? (double) t.inFlightEnd() : null, IN_FLIGHT, 1.4f);
        add(counts, renderer, step, "inside the service", service(ServiceSecond::inServiceMax), StackColors.of(stack, stackIndex), 2.2f);
        add(counts, renderer, step, "server threads busy", service(s -> s.threadsBusyMax() == null ? null : (long) s.threadsBusyMax()), THREADS, 2.0f);
        add(counts, renderer, step, "T (threads)", service(s -> s.threadsMax() == null ? null : (long) s.threadsMax()), THREADS, 0.8f);
        // Every JVM has a virtual-thread scheduler; its lines only where it ran anything.
        Long mounted = max(step, s -> s.virtualMountedMax() == null ? null : (long) s.virtualMountedMax());
        Long queued = max(step, ServiceSecond::virtualQueuedMax);
        if ((mounted != null && mounted > 0) || (queued != null && queued > 0)) {
            add(counts, renderer, step, "virtual mounted", service(s -> s.virtualMountedMax() == null ? null : (long) s.virtualMountedMax()), VIRTUAL,
                    1.6f);
            add(counts, renderer, step, "virtual queued", service(ServiceSecond::virtualQueuedMax), WAITING, 1.2f);
        }
        add(counts, renderer, step, "pool in use", service(ServiceSecond::poolInUseMax), POOL, 2.0f);
        add(counts, renderer, step, "waiting for the pool", service(ServiceSecond::poolWaitingMax), WAITING, 2.0f);
        JFreeChart chart = Charts.timelineChart(stack + ": who works and who waits, " + Charts.stepLabel(axis, step), counts, renderer,
                "requests, threads, connections");
        XYSeries loops = Charts.timelineSeries(step, "event loops busy (%)",
                t -> t.service() == null ? null : t.service().loopsBusyPercent());
        if (any(loops)) {
            XYPlot plot = chart.getXYPlot();
            NumberAxis percent = new NumberAxis("event loops busy (%)");
            percent.setRange(0, 100);
            plot.setRangeAxis(1, percent);
            plot.setDataset(1, new XYSeriesCollection(loops));
            plot.mapDatasetToRangeAxis(1, 1);
            XYLineAndShapeRenderer loopRenderer = Charts.timelineRenderer();
            loopRenderer.setSeriesPaint(0, LOOPS);
            loopRenderer.setSeriesStroke(0, new BasicStroke(2.0f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f, new float[] {6f, 4f}, 0f));
            plot.setRenderer(1, loopRenderer);
        }
        return Charts.shadeFault(chart, step);
    }

    private static Function<TimelineSecond, Double> service(Function<ServiceSecond, Long> value) {
        return t -> {
            if (t.service() == null) {
                return null;
            }
            Long v = value.apply(t.service());
            return v == null ? null : v.doubleValue();
        };
    }

    /** A series only when the step has a value for it, so a stack shows only what it has. */
    private static void add(XYSeriesCollection dataset, XYLineAndShapeRenderer renderer, StepRecord step, String name,
                            Function<TimelineSecond, Double> value, Color color, float width) {
        XYSeries series = Charts.timelineSeries(step, name, value);
        if (!any(series)) {
            return;
        }
        int index = dataset.getSeriesCount();
        dataset.addSeries(series);
        renderer.setSeriesPaint(index, color);
        renderer.setSeriesStroke(index, new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        renderer.setSeriesShape(index, new java.awt.geom.Ellipse2D.Double(-2, -2, 4, 4));
    }

    private static boolean any(XYSeries series) {
        for (int i = 0; i < series.getItemCount(); i++) {
            if (series.getY(i) != null) {
                return true;
            }
        }
        return false;
    }

    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static Long max(StepRecord step, Function<ServiceSecond, Long> value) {
        List<Long> values = step.timeline().stream().map(TimelineSecond::service).filter(s -> s != null).map(value)
                .filter(v -> v != null).toList();
        return values.stream().max(Long::compare).orElse(null);
    }
}
