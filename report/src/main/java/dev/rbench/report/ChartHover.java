package dev.rbench.report;

import java.awt.geom.Rectangle2D;
import java.util.Locale;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.entity.ChartEntity;
import org.jfree.chart.entity.XYItemEntity;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * Each point of a chart carries its values on hover, with no script: an invisible circle over the
 * point holding an SVG {@code <title>} (stack, step, figure and its interval), placed where
 * JFreeChart's own entity for the point says it was drawn.
 */
final class ChartHover {

    private static final double RADIUS = 7;

    private ChartHover() {
    }

    static String withTitles(String svg, ChartRenderingInfo info, XYPlot plot, StepAxis axis, Metric metric) {
        XYDataset points = plot.getDataset(0);
        StringBuilder hovers = new StringBuilder("<g class=\"hover\">");
        for (Object o : info.getEntityCollection().getEntities()) {
            ChartEntity entity = (ChartEntity) o;
            if (!(entity instanceof XYItemEntity item) || item.getDataset() != points) {
                continue;
            }
            Rectangle2D box = item.getArea().getBounds2D();
            String title = title(points, item.getSeriesIndex(), item.getItem(), plot.getDataset(1), axis, metric);
            hovers.append(String.format(Locale.ROOT,
                    "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.0f\" fill=\"#000\" fill-opacity=\"0\"><title>%s</title></circle>",
                    box.getCenterX(), box.getCenterY(), RADIUS, Html.escape(title)));
        }
        hovers.append("</g>");
        int end = svg.lastIndexOf("</svg>");
        return end < 0 ? svg : svg.substring(0, end) + hovers + svg.substring(end);
    }

    /** "virtual, 100 users: throughput (req/s) 166.57 (95 % interval 166.25–166.76)". */
    static String title(XYDataset points, int series, int item, XYDataset bands, StepAxis axis, Metric metric) {
        String key = String.valueOf(points.getSeriesKey(series));
        double x = points.getXValue(series, item);
        double y = points.getYValue(series, item);
        StringBuilder t = new StringBuilder(key).append(", ").append(axis.describe(x)).append(": ")
                .append(metric.axisLabel).append(' ').append(number(y));
        if (bands instanceof YIntervalSeriesCollection intervals) {
            int b = intervals.indexOf(key);
            if (b >= 0) {
                for (int i = 0; i < intervals.getItemCount(b); i++) {
                    if (intervals.getXValue(b, i) == x) {
                        t.append(" (95 % interval ").append(number(intervals.getStartYValue(b, i))).append('–')
                                .append(number(intervals.getEndYValue(b, i))).append(')');
                    }
                }
            }
        }
        return t.toString();
    }

    private static String number(double v) {
        double a = Math.abs(v);
        return Fmt.fixed(v, a >= 1000 ? 0 : a >= 1 ? 2 : 3);
    }
}
