package dev.rbench.runner.app;

import dev.rbench.runner.settings.Setting;

/** What one real request to an app must answer before the variant is measured. */
public record Expect(
        @Setting(value = "200", doc = "the status the request path must answer, e.g. 200", min = 100, max = 599) int status,
        @Setting(value = "", doc = "text the answer must contain, e.g. \"\\\"id\\\":42\"; empty = any") String contains) {

    /** What is wrong with an answer; null when it is as expected. */
    public String problem(int answered, String body) {
        if (answered != status) {
            return "answered " + answered + " (expected " + status + "): " + snippet(body);
        }
        if (!body.contains(contains)) {
            return "answered without \"" + contains + "\": " + snippet(body);
        }
        return null;
    }

    private static String snippet(String body) {
        String line = body.replaceAll("\\s+", " ").strip();
        return line.length() > 120 ? line.substring(0, 120) + "…" : line;
    }
}
