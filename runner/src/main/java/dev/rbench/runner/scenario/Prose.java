package dev.rbench.runner.scenario;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * Figures as a scenario's description says them: whole numbers grouped ({@code 10,000}), durations with their unit
 * ({@code 500 ms}, {@code 20 s}), sizes in KB or MB, lists with a last "and" ({@code 10, 50 and 100}).
 */
public final class Prose {

    private Prose() {
    }

    public static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return String.format(Locale.ROOT, "%,d", (long) v);
        }
        return dev.rbench.runner.settings.Values.plain(v);
    }

    /** {@code 500 ms}, {@code 2 s}, {@code 1.5 s}, {@code 0 ms}. */
    public static String duration(Duration d) {
        long ms = d.toMillis();
        return ms >= 1000 && ms % 100 == 0 ? number(ms / 1000.0) + " s" : number(ms) + " ms";
    }

    /** A size in bytes: {@code 1 KB}, {@code 1 MB}, {@code 100 bytes}. */
    public static String bytes(long n) {
        if (n >= 1 << 20 && n % (1 << 20) == 0) {
            return number(n >> 20) + " MB";
        }
        return n >= 1 << 10 && n % (1 << 10) == 0 ? number(n >> 10) + " KB" : number(n) + " bytes";
    }

    /** {@code a}, {@code a and b}, {@code a, b and c}. */
    public static String list(List<String> items) {
        if (items.size() < 2) {
            return items.isEmpty() ? "" : items.getFirst();
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.getLast();
    }

    /** User counts: {@code 1 user}, {@code 10 and 100 users}. */
    public static String users(List<Integer> counts) {
        return numbers(counts) + (counts.size() == 1 && counts.getFirst() == 1 ? " user" : " users");
    }

    /** Numbers as a list: {@code 10, 50 and 100}. */
    public static String numbers(List<? extends Number> values) {
        return list(values.stream().map(v -> number(v.doubleValue())).toList());
    }
}
