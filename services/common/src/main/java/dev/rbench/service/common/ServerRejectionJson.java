package dev.rbench.service.common;

/**
 * The body of a request the web server itself refused before our code ran (Tomcat's error valve, Reactor Netty's
 * decoder): {@code {"error": "...", "status": 414}}, so every 4xx of every stack carries a JSON reason.
 */
public final class ServerRejectionJson {

    private ServerRejectionJson() {
    }

    public static String of(String reason, int status) {
        return "{\"error\":\"" + escape(reason) + "\",\"status\":" + status + "}";
    }

    /** JSON string escaping of a server message (quotes, backslashes and control characters: it may quote the input). */
    static String escape(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
