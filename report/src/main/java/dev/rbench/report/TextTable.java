package dev.rbench.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Column-aligned text tables. Padding every cell to its column's width keeps the Markdown
 * readable as plain text (people read summary.md in a terminal as often as rendered).
 */
final class TextTable {

    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    TextTable(List<String> header) {
        this.header = List.copyOf(header);
    }

    TextTable row(List<String> cells) {
        if (cells.size() != header.size()) {
            throw new IllegalArgumentException("row has " + cells.size() + " cells, header has " + header.size());
        }
        rows.add(List.copyOf(cells));
        return this;
    }

    List<String> header() {
        return header;
    }

    List<List<String>> rows() {
        return List.copyOf(rows);
    }

    private int[] widths(int minimum) {
        int[] widths = new int[header.size()];
        for (int c = 0; c < widths.length; c++) {
            widths[c] = Math.max(minimum, header.get(c).length());
            for (List<String> row : rows) {
                widths[c] = Math.max(widths[c], row.get(c).length());
            }
        }
        return widths;
    }

    /** Markdown with every column right-aligned: numbers line up on their decimal point. */
    String markdown() {
        int[] widths = widths(3);
        StringBuilder out = new StringBuilder();
        markdownLine(out, header, widths);
        out.append('|');
        for (int width : widths) {
            out.append("-".repeat(width + 1)).append(":|");
        }
        out.append('\n');
        for (List<String> row : rows) {
            markdownLine(out, row, widths);
        }
        return out.toString();
    }

    private static void markdownLine(StringBuilder out, List<String> cells, int[] widths) {
        out.append('|');
        for (int c = 0; c < widths.length; c++) {
            out.append(' ').append(padLeft(cells.get(c), widths[c])).append(" |");
        }
        out.append('\n');
    }

    /** Plain text: the first {@code leftColumns} columns left-aligned (labels), the rest right-aligned. */
    String plain(int leftColumns) {
        int[] widths = widths(1);
        StringBuilder out = new StringBuilder();
        plainLine(out, header, widths, leftColumns);
        int total = 0;
        for (int width : widths) {
            total += width;
        }
        out.append("-".repeat(total + 2 * (widths.length - 1))).append('\n');
        for (List<String> row : rows) {
            plainLine(out, row, widths, leftColumns);
        }
        return out.toString();
    }

    private static void plainLine(StringBuilder out, List<String> cells, int[] widths, int leftColumns) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < widths.length; c++) {
            if (c > 0) {
                line.append("  ");
            }
            line.append(c < leftColumns ? padRight(cells.get(c), widths[c]) : padLeft(cells.get(c), widths[c]));
        }
        out.append(line.toString().stripTrailing()).append('\n');
    }

    static String padLeft(String s, int width) {
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }

    static String padRight(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
