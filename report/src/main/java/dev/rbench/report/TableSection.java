package dev.rbench.report;

import java.util.List;

/**
 * A section of both report.html and summary.md that is a table of steps: written once here, drawn by
 * each renderer, so a title, an introduction or a legend cannot differ between the two.
 *
 * @param id          the HTML anchor of the heading; the table's anchor is {@code id + "-table"}
 * @param intro       the paragraph under the heading
 * @param before      list items shown before the table (e.g. what each JVM saw)
 * @param textColumns how many leading columns are labels rather than numbers
 * @param afterHead   the sentence introducing {@code after}; unused when it is empty
 * @param after       list items shown after the table (e.g. the pinning sites)
 * @param legend      a paragraph under everything; null for none
 */
record TableSection(String id, String title, String intro, List<String> before, TextTable table, int textColumns,
                    String afterHead, List<String> after, String legend) {

    TableSection {
        before = List.copyOf(before);
        after = List.copyOf(after);
    }

    /** A heading, its introduction and the table, nothing else. */
    static TableSection of(String id, String title, String intro, TextTable table, int textColumns) {
        return new TableSection(id, title, intro, List.of(), table, textColumns, "", List.of(), null);
    }

    String html() {
        StringBuilder html = new StringBuilder();
        html.append("<h2 id=\"").append(id).append("\">").append(Html.escape(title)).append("</h2>\n<p class=\"lede\">")
                .append(Html.escape(intro)).append("</p>\n");
        list(html, before, null);
        HtmlReport.table(html, table, textColumns, id + "-table");
        if (!after.isEmpty()) {
            html.append("<p class=\"lede\">").append(Html.escape(afterHead)).append("</p>\n");
            list(html, after, id + "-list");
        }
        if (legend != null) {
            html.append("<p class=\"lede\">").append(Html.escape(legend)).append("</p>\n");
        }
        return html.toString();
    }

    String markdown() {
        StringBuilder md = new StringBuilder("## ").append(title).append("\n\n").append(intro).append("\n\n");
        if (!before.isEmpty()) {
            before.forEach(line -> md.append("- ").append(line).append('\n'));
            md.append('\n');
        }
        md.append(table.markdown()).append('\n');
        if (!after.isEmpty()) {
            md.append(afterHead).append("\n\n");
            after.forEach(line -> md.append("- ").append(line).append('\n'));
            md.append('\n');
        }
        if (legend != null) {
            md.append(legend).append("\n\n");
        }
        return md.toString();
    }

    private static void list(StringBuilder html, List<String> items, String listId) {
        if (items.isEmpty()) {
            return;
        }
        html.append(listId == null ? "<ul>\n" : "<ul id=\"" + listId + "\">\n");
        items.forEach(line -> html.append("<li>").append(Html.escape(line)).append("</li>\n"));
        html.append("</ul>\n");
    }
}
