package dev.rbench.report;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.Locale;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.TickUnitSource;
import org.jfree.chart.axis.TickUnits;

/**
 * The value axes' tick labels: "#,##0.###", steps of 1, 2 and 5 times a power of ten from a
 * thousandth up (finer steps would print the same label twice), and a tick a rounding error below
 * zero printed "0", not "-0".
 */
final class TickLabels {

    private TickLabels() {
    }

    static TickUnitSource units() {
        NumberFormat format = new NoNegativeZero();
        TickUnits units = new TickUnits();
        for (int exponent = -3; exponent <= 9; exponent++) {
            double power = Math.pow(10, exponent);
            for (double mantissa : new double[] {1, 2, 5}) {
                units.add(new NumberTickUnit(mantissa * power, format));
            }
        }
        return units;
    }

    /** "#,##0.###" that prints anything that rounds to zero as "0". */
    static final class NoNegativeZero extends NumberFormat {
        private static final long serialVersionUID = 1L;
        private final DecimalFormat format = new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(Locale.ROOT));

        @Override
        public StringBuffer format(double number, StringBuffer to, FieldPosition pos) {
            return format.format(Math.abs(number) < 5e-4 ? 0.0 : number, to, pos);
        }

        @Override
        public StringBuffer format(long number, StringBuffer to, FieldPosition pos) {
            return format.format(number, to, pos);
        }

        @Override
        public Number parse(String source, ParsePosition pos) {
            return format.parse(source, pos);
        }
    }
}
