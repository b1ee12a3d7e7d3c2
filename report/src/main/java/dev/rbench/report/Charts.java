package dev.rbench.report;

import dev.rbench.results.FaultFigures;
import dev.rbench.results.ModelFigures;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.results.TimelineSecond;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.entity.StandardEntityCollection;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.RangeType;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

/**
 * Draws one metric against the step axis (users or offered rate) as an inline SVG element, with JFreeChart rendering into
 * JFreeSVG. Measured series are solid with point markers; the model's prediction is a dashed
 * line of the same colour, so the eye can pair them without reading the legend.
 */
final class Charts {

    static final int WIDTH = 640;
    static final int HEIGHT = 400;
    private static final BasicStroke MEASURED = new BasicStroke(2.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    private static final BasicStroke MODEL = new BasicStroke(3.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND,
            10f, new float[] {8f, 5f}, 0f);
    private static final Font TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 15);
    private static final Font LABEL_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    private static final Font TICK_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

    static {
        // JFreeChart measures text through AWT; without a display that must be headless.
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
        // Rotated text (upright route names, the value axis' label) as SVG <text> with a transform,
        // not as glyph outlines: smaller, selectable, searchable, and escaped like every other string.
        org.jfree.chart.text.TextUtils.setUseDrawRotatedStringWorkaround(false);
    }

    private Charts() {
    }

    /**
     * The study needs a log step axis (users or offered rate) when steps go from 1 to thousands, or the
     * small steps are crushed into the left edge; a narrow range reads better linear.
     */
    static boolean logStepAxis(List<? extends Number> steps) {
        double min = steps.stream().mapToDouble(Number::doubleValue).filter(u -> u > 0).min().orElse(1);
        double max = steps.stream().mapToDouble(Number::doubleValue).max().orElse(1);
        return max / min >= 100.0;
    }

    /**
     * @param idPrefix unique per chart in one HTML page: JFreeSVG's clip-path ids would otherwise
     *                 collide between the inline SVGs and one chart would clip by another's box
     */
    static String svg(Results results, Metric metric, String idPrefix) {
        JFreeChart chart = chart(results, metric);
        int height = HEIGHT + routeLabelRoom(results.axis());
        SVGGraphics2D g2 = new SVGGraphics2D(WIDTH, height);
        g2.setDefsKeyPrefix(idPrefix);
        ChartRenderingInfo info = new ChartRenderingInfo(new StandardEntityCollection());
        chart.draw(g2, new Rectangle(0, 0, WIDTH, height), info);
        String svg = g2.getSVGElement(idPrefix + "svg", false, new ViewBox(0, 0, WIDTH, height), null, null);
        return ChartHover.withTitles(svg, info, chart.getXYPlot(), results.axis(), metric);
    }

    /** More routes than fit side by side: their names stand upright under the axis, each on its own tick. */
    static final int MAX_FLAT_ROUTES = 6;
    /** Pixels per character of an upright tick label, at TICK_FONT's size. */
    private static final int PIXELS_PER_CHAR = 6;

    /** The extra height upright route names need below the plot, so the plot keeps its size; 0 otherwise. */
    static int routeLabelRoom(StepAxis axis) {
        if (axis.routes().size() <= MAX_FLAT_ROUTES) {
            return 0;
        }
        int longest = withoutCommonPrefix(axis.routes()).stream().mapToInt(String::length).max().orElse(0);
        return longest * PIXELS_PER_CHAR;
    }

    static String svg(JFreeChart chart, String idPrefix, int height) {
        SVGGraphics2D g2 = new SVGGraphics2D(WIDTH, height);
        g2.setDefsKeyPrefix(idPrefix);
        chart.draw(g2, new Rectangle(0, 0, WIDTH, height));
        // No fixed width/height: the viewBox lets CSS scale the chart to its grid cell.
        return g2.getSVGElement(idPrefix + "svg", false, new ViewBox(0, 0, WIDTH, height), null, null);
    }

    static final int TIMELINE_HEIGHT = 340;
    private static final Color ERRORS = new Color(0xB00020);
    private static final Color SENT = new Color(0x777777);

    /** Latency per second of one step: p50 (lighter) and p99 in the stack's colour; a second with no completion is a gap. */
    static String timelineLatencySvg(String stack, int stackIndex, StepRecord step, String idPrefix) {
        return timelineLatencySvg(StepAxis.USERS, stack, stackIndex, step, idPrefix);
    }

    static String timelineLatencySvg(StepAxis axis, String stack, int stackIndex, StepRecord step, String idPrefix) {
        return svg(timelineLatency(axis, stack, stackIndex, step), idPrefix, TIMELINE_HEIGHT);
    }

    /** Requests per second of one step: answered (stack colour), failed (red) and sent (thin grey). */
    static String timelineThroughputSvg(StepAxis axis, String stack, int stackIndex, StepRecord step, String idPrefix) {
        return svg(timelineThroughput(axis, stack, stackIndex, step), idPrefix, TIMELINE_HEIGHT);
    }

    static JFreeChart timelineLatency(String stack, int stackIndex, StepRecord step) {
        return timelineLatency(StepAxis.USERS, stack, stackIndex, step);
    }

    static JFreeChart timelineLatency(StepAxis axis, String stack, int stackIndex, StepRecord step) {
        Color color = StackColors.of(stack, stackIndex);
        XYSeriesCollection dataset = new XYSeriesCollection();
        dataset.addSeries(timelineSeries(step, "p50", TimelineSecond::p50Ms));
        dataset.addSeries(timelineSeries(step, "p99", TimelineSecond::p99Ms));
        XYLineAndShapeRenderer renderer = timelineRenderer();
        renderer.setSeriesPaint(0, lighter(color));
        renderer.setSeriesStroke(0, new BasicStroke(1.8f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        renderer.setSeriesPaint(1, color);
        renderer.setSeriesStroke(1, MEASURED);
        return shadeFault(timelineChart(stack + ": latency per second, " + stepLabel(axis, step), dataset, renderer, "latency (ms)"),
                step);
    }

    static JFreeChart timelineThroughput(String stack, int stackIndex, StepRecord step) {
        return timelineThroughput(StepAxis.USERS, stack, stackIndex, step);
    }

    static JFreeChart timelineThroughput(StepAxis axis, String stack, int stackIndex, StepRecord step) {
        XYSeriesCollection dataset = new XYSeriesCollection();
        dataset.addSeries(timelineSeries(step, "sent/s", s -> (double) s.sent()));
        dataset.addSeries(timelineSeries(step, "ok/s", s -> (double) s.ok()));
        dataset.addSeries(timelineSeries(step, "errors/s", Charts::errorsInSecond));
        XYLineAndShapeRenderer renderer = timelineRenderer();
        renderer.setSeriesPaint(0, SENT);
        renderer.setSeriesStroke(0, new BasicStroke(1.0f));
        renderer.setSeriesShapesVisible(0, false);
        renderer.setSeriesPaint(1, StackColors.of(stack, stackIndex));
        renderer.setSeriesStroke(1, MEASURED);
        renderer.setSeriesPaint(2, ERRORS);
        renderer.setSeriesStroke(2, new BasicStroke(1.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        renderer.setSeriesShape(2, new Rectangle(-3, -3, 6, 6));
        return shadeFault(timelineChart(stack + ": requests per second, " + stepLabel(axis, step), dataset, renderer,
                "requests per second"), step);
    }

    /**
     * The seconds a fault lasted ({@code steps[].fault}, as the runner recorded them), shaded behind the
     * lines and labelled, so the three stacks' timelines show the same window one above the other.
     */
    static JFreeChart shadeFault(JFreeChart chart, StepRecord step) {
        for (FaultFigures fault : step.faults()) {
            if (fault.startedAtMs() < 0) {
                continue;
            }
            double from = fault.startedAtMs() / 1000.0;
            // A reset is a moment: a tenth of a second wide, so it shows.
            double to = Math.max(fault.endedAtMs(), fault.startedAtMs() + 100) / 1000.0;
            IntervalMarker window = new IntervalMarker(from, to, ERRORS, new BasicStroke(0.5f), null, null, 0.12f);
            window.setLabel("fault");
            window.setLabelFont(TICK_FONT);
            window.setLabelAnchor(RectangleAnchor.TOP_LEFT);
            window.setLabelTextAnchor(TextAnchor.TOP_LEFT);
            chart.getXYPlot().addDomainMarker(window, Layer.BACKGROUND);
        }
        return chart;
    }

    /** The sum of one second's error counts, or null when the second has no error figures. */
    static Double errorsInSecond(TimelineSecond second) {
        return second.errors() == null ? null : (double) second.errors().total();
    }

    /** "1000 users (1000 req/s planned)" on the users axis; "200 offered req/s (500 connections)" on the rate axis. */
    static String stepLabel(StepAxis axis, StepRecord step) {
        if (axis.kind() == StepAxis.Kind.CALLS) {
            return "x = " + axis.describe(step).replace(" " + axis.label(), "") + " (" + stepLabel(step) + ")";
        }
        if (axis.byRate()) {
            return axis.describe(step) + " (" + step.users() + " connections)";
        }
        return stepLabel(step);
    }

    static String stepLabel(StepRecord step) {
        String users = step.users() + (step.users() == 1 ? " user" : " users");
        Double rate = step.rateRps();
        return rate == null ? users : users + " (" + Fmt.integer(rate, "?") + " req/s planned)";
    }

    /** A null or missing value becomes a null y: the renderer breaks the line there instead of dropping to zero. */
    static XYSeries timelineSeries(StepRecord step, String name, java.util.function.Function<TimelineSecond, Double> value) {
        XYSeries series = new XYSeries(name, true, false);
        for (TimelineSecond second : step.timeline()) {
            double at = second.second();
            if (series.indexOf(at) >= 0) {
                continue;   // a repeated second would otherwise throw
            }
            Double y = value.apply(second);
            series.add(at, y == null || y.isNaN() || y.isInfinite() ? null : y);
        }
        return series;
    }

    static XYLineAndShapeRenderer timelineRenderer() {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        renderer.setDrawSeriesLineAsPath(true);
        renderer.setLegendLine(new Line2D.Double(-13, 0, 13, 0));
        for (int i = 0; i < 3; i++) {
            renderer.setSeriesShape(i, new Ellipse2D.Double(-2.5, -2.5, 5, 5));
        }
        return renderer;
    }

    static JFreeChart timelineChart(String title, XYSeriesCollection dataset, XYLineAndShapeRenderer renderer, String yLabel) {
        NumberAxis seconds = new NumberAxis("second of the step");
        seconds.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        seconds.setAutoRangeIncludesZero(true);
        style(seconds);
        NumberAxis values = new NumberAxis(yLabel);
        values.setAutoRangeIncludesZero(true);
        values.setNumberFormatOverride(new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(Locale.ROOT)));
        style(values);
        XYPlot plot = new XYPlot(dataset, seconds, values, renderer);
        stylePlot(plot);
        JFreeChart chart = new JFreeChart(null, TITLE_FONT, plot, true);
        chart.setTitle(new TextTitle(title, TITLE_FONT));
        finish(chart);
        return chart;
    }

    private static Color lighter(Color c) {
        // Half way to white: clearly the same hue as the stack's p99 line, clearly the secondary one.
        return new Color((c.getRed() + 255) / 2, (c.getGreen() + 255) / 2, (c.getBlue() + 255) / 2);
    }

    private static void stylePlot(XYPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlinePaint(new Color(0xBBBBBB));
        plot.setDomainGridlinePaint(new Color(0xDDDDDD));
        plot.setRangeGridlinePaint(new Color(0xDDDDDD));
        plot.setDomainGridlineStroke(new BasicStroke(0.8f));
        plot.setRangeGridlineStroke(new BasicStroke(0.8f));
    }

    private static void finish(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);
        LegendTitle legend = chart.getLegend();
        legend.setItemFont(LABEL_FONT);
        legend.setPosition(RectangleEdge.BOTTOM);
        legend.setFrame(org.jfree.chart.block.BlockBorder.NONE);
    }

    static JFreeChart chart(Results results, Metric metric) {
        List<String> stacks = results.stacks();
        StepAxis axis = results.axis();
        List<Double> steps = results.stepValues();
        XYSeriesCollection dataset = new XYSeriesCollection();
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        int series = 0;
        for (int i = 0; i < stacks.size(); i++) {
            String stack = stacks.get(i);
            Color color = StackColors.of(stack, i);
            dataset.addSeries(series(results, stack, steps, metric.measured, stack));
            renderer.setSeriesPaint(series, color);
            renderer.setSeriesStroke(series, MEASURED);
            renderer.setSeriesShape(series, new Ellipse2D.Double(-3.5, -3.5, 7, 7));
            series++;
            XYSeries model = metric.model == null ? null : series(results, stack, steps, metric.model, stack + " model");
            // No prediction in results.json (e.g. an open workload): no empty "model" entry in the legend.
            if (model != null && model.getItemCount() > 0) {
                dataset.addSeries(model);
                renderer.setSeriesPaint(series, new Color(color.getRed(), color.getGreen(), color.getBlue(), 150));
                renderer.setSeriesStroke(series, MODEL);
                renderer.setSeriesShapesVisible(series, false);
                series++;
            }
        }
        YIntervalSeriesCollection bands = bands(results, stacks, steps, metric);
        renderer.setDrawSeriesLineAsPath(true);   // one <path> per series, so the dash pattern runs continuously
        renderer.setLegendLine(new Line2D.Double(-13, 0, 13, 0));   // long enough to show a whole dash in the legend

        XYPlot plot = new XYPlot(dataset, stepAxis(axis, steps), valueAxis(metric), renderer);
        stylePlot(plot);
        // Model first, measurements over it: where they agree the measurement stays visible and
        // the lighter dashed model shows at its edges; where they part, the dashes stand alone.
        plot.setSeriesRenderingOrder(SeriesRenderingOrder.REVERSE);
        if (bands.getSeriesCount() > 0) {
            // The 95 % intervals as translucent bands under the lines (dataset 1, drawn first).
            DeviationRenderer bandRenderer = new DeviationRenderer(false, false);
            for (int b = 0; b < bands.getSeriesCount(); b++) {
                Color color = StackColors.of((String) bands.getSeriesKey(b), stacks.indexOf((String) bands.getSeriesKey(b)));
                bandRenderer.setSeriesFillPaint(b, color);
                bandRenderer.setSeriesVisibleInLegend(b, false);
            }
            bandRenderer.setAlpha(0.18f);
            plot.setDataset(1, bands);
            plot.setRenderer(1, bandRenderer);
            plot.setDatasetRenderingOrder(DatasetRenderingOrder.REVERSE);
        }
        if (metric == Metric.THROUGHPUT) {
            blockingCeiling(results).ifPresent(ceiling -> plot.addRangeMarker(ceilingMarker(ceiling)));
        }

        JFreeChart chart = new JFreeChart(null, TITLE_FONT, plot, true);
        chart.setTitle(new TextTitle(metric.title + " vs " + axis.noun(), TITLE_FONT));
        finish(chart);
        return chart;
    }

    /** Each stack's 95 % intervals of the figure, where the runner wrote them; empty for figures without. */
    private static YIntervalSeriesCollection bands(Results results, List<String> stacks, List<Double> steps, Metric metric) {
        YIntervalSeriesCollection bands = new YIntervalSeriesCollection();
        for (String stack : stacks) {
            YIntervalSeries band = new YIntervalSeries(stack, false, true);
            for (double x : steps) {
                results.step(stack, x).filter(StepRecord::ran).ifPresent(step -> {
                    double[] interval = Medians.band(step, metric);
                    Double y = metric.measured.apply(step);
                    if (interval != null && y != null) {
                        band.add(x, y, interval[0], interval[1]);
                    }
                });
            }
            if (band.getItemCount() > 0) {
                bands.addSeries(band);
            }
        }
        return bands;
    }

    private static XYSeries series(Results results, String stack, List<Double> steps,
                                   java.util.function.Function<StepRecord, Double> value, String name) {
        XYSeries series = new XYSeries(name, false, true);
        for (double x : steps) {
            Optional<StepRecord> step = results.step(stack, x);
            // A step that sent nothing has no figures to plot; leaving it out breaks no line.
            if (step.isEmpty() || (step.get().failed() && !step.get().ran())) {
                continue;
            }
            Double y = value.apply(step.get());
            if (y != null && !y.isNaN() && !y.isInfinite()) {
                series.add(x, y);
            }
        }
        return series;
    }

    private static ValueAxis stepAxis(StepAxis stepAxis, List<Double> steps) {
        if (!stepAxis.routes().isEmpty()) {
            // Routes are categories: one tick per route, named, in the scenario's order.
            org.jfree.chart.axis.SymbolAxis routes = new org.jfree.chart.axis.SymbolAxis(stepAxis.label(),
                    withoutCommonPrefix(stepAxis.routes()).toArray(String[]::new));
            routes.setGridBandsVisible(false);
            // Side by side JFreeChart would drop every name that overlaps its neighbour: upright, each
            // needs only a line's height, so every route keeps its name.
            routes.setVerticalTickLabels(stepAxis.routes().size() > MAX_FLAT_ROUTES);
            style(routes);
            return routes;
        }
        // Rates may be fractional (12.5 req/s); user counts never are.
        DecimalFormat integers = new DecimalFormat(stepAxis.byRate() ? "#,##0.##" : "#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT));
        ValueAxis axis;
        if (logStepAxis(steps)) {
            LogAxis log = new LogAxis(stepAxis.label() + " (log scale)");
            log.setBase(10);
            log.setSmallestValue(0.5);
            log.setNumberFormatOverride(integers);
            // One tick per decade (the unit is in log space); the automatic choice adds 3, 32, 316...
            log.setTickUnit(new NumberTickUnit(1.0), false, true);
            log.setMinorTickCount(9);
            log.setMinorTickMarksVisible(true);
            axis = log;
        } else {
            NumberAxis linear = new NumberAxis(stepAxis.label());
            linear.setNumberFormatOverride(integers);
            linear.setAutoRangeIncludesZero(true);
            axis = linear;
        }
        style(axis);
        return axis;
    }

    /**
     * The blocking stack's ceiling T/t req/s (pool threads over the time of one request), drawn as a
     * reference line on the throughput chart: the runner writes it in each step's model. Drawn where
     * it is one line — the same in every step and no connection pool bounds the stack below it (on
     * a pool route min(N, T)/t applies); empty otherwise.
     */
    static Optional<Double> blockingCeiling(Results results) {
        List<ModelFigures> models = results.run("blocking").map(StackRun::steps).orElse(List.of()).stream()
                .map(StepRecord::model).filter(m -> m != null && m.threadCeilingRps() != null).toList();
        if (models.isEmpty() || models.stream().anyMatch(m -> m.poolCeilingRps() != null)) {
            return Optional.empty();
        }
        double ceiling = models.getFirst().threadCeilingRps();
        boolean one = models.stream().allMatch(m -> m.threadCeilingRps() == ceiling);
        return one && ceiling > 0 && Double.isFinite(ceiling) ? Optional.of(ceiling) : Optional.empty();
    }

    /**
     * Route labels without what they all start with, up to a path or query separator:
     * {@code /records?store=mongo&…} and {@code /records?store=postgres&…} become {@code mongo&…} and
     * {@code postgres&…}. The tables keep the full routes.
     */
    static List<String> withoutCommonPrefix(List<String> labels) {
        if (labels.size() < 2) {
            return labels;
        }
        String first = labels.getFirst();
        int common = first.length();
        for (String label : labels) {
            int i = 0;
            while (i < common && i < label.length() && label.charAt(i) == first.charAt(i)) {
                i++;
            }
            common = i;
        }
        int cut = 0;
        for (int i = 0; i < common; i++) {
            if ("/?&=".indexOf(first.charAt(i)) >= 0) {
                cut = i + 1;
            }
        }
        int keep = cut;
        return labels.stream().map(l -> l.substring(keep)).toList();
    }

    private static ValueMarker ceilingMarker(double ceiling) {
        ValueMarker marker = new ValueMarker(ceiling, new Color(0x777777),
                new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {2f, 3f}, 0f));
        marker.setLabel("T/t = " + Fmt.fixed(ceiling, ceiling >= 100 ? 0 : 1) + " req/s");
        marker.setLabelFont(TICK_FONT);
        marker.setLabelPaint(new Color(0x555555));
        marker.setLabelBackgroundColor(new Color(255, 255, 255, 0));
        marker.setLabelAnchor(RectangleAnchor.TOP_LEFT);
        marker.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
        return marker;
    }

    private static ValueAxis valueAxis(Metric metric) {
        NumberAxis axis = new NumberAxis(metric.axisLabel);
        axis.setAutoRangeIncludesZero(true);   // honest proportions: no exaggerated small differences
        // Every figure here is ≥ 0. An all-zero series (no errors) would otherwise get a range of
        // ±5e-9 and ticks printed "0, 0, 0, -0": the range starts at 0, spans at least one unit of the
        // figure (a hundredth of a second for latency), and no tick is finer than the format shows.
        axis.setRangeType(RangeType.POSITIVE);
        boolean seconds = metric == Metric.MEAN_LATENCY || metric == Metric.P99_LATENCY;
        axis.setAutoRangeMinimumSize(seconds ? 0.01 : 1.0);
        axis.setStandardTickUnits(TickLabels.units());
        style(axis);
        return axis;
    }

    private static void style(ValueAxis axis) {
        axis.setLabelFont(LABEL_FONT);
        axis.setTickLabelFont(TICK_FONT);
    }
}
