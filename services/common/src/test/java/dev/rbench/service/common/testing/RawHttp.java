package dev.rbench.service.common.testing;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/** One HTTP/1.1 exchange over a raw socket: the request's bytes exactly as written, the answer whole. */
public final class RawHttp {

    private RawHttp() {
    }

    /** Sends {@code request} and reads until the server closes (10 s at most: a hang is an answer too). */
    public static String exchange(int port, String request) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.UTF_8));
            out.flush();
            try {
                return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            } catch (SocketTimeoutException e) {
                return "HANG";
            }
        }
    }

    /** The status code of an answer; 0 when there is none (closed without a word, or a hang). */
    public static int status(String answer) {
        if (!answer.startsWith("HTTP/1.1 ") || answer.length() < 12) {
            return 0;
        }
        return Integer.parseInt(answer.substring(9, 12));
    }

    /** A JSON body (by its content type) with an "error" reason. */
    public static boolean isJsonWithError(String answer) {
        int split = answer.indexOf("\r\n\r\n");
        String head = split < 0 ? answer : answer.substring(0, split);
        String body = split < 0 ? "" : answer.substring(split + 4);
        return head.toLowerCase(java.util.Locale.ROOT).contains("content-type: application/json") && body.contains("\"error\"");
    }

    /** No body: a Content-Length of 0, or nothing after the head. */
    public static boolean bodyIsEmpty(String answer) {
        int split = answer.indexOf("\r\n\r\n");
        return split < 0 || answer.substring(split + 4).isEmpty()
                || answer.substring(0, split).toLowerCase(java.util.Locale.ROOT).contains("content-length: 0");
    }

    /** The status line and the start of the body, for messages. */
    public static String head(String answer) {
        int eol = answer.indexOf("\r\n");
        int split = answer.indexOf("\r\n\r\n");
        String body = split < 0 ? "" : answer.substring(split + 4, Math.min(answer.length(), split + 4 + 400));
        return (eol < 0 ? answer.substring(0, Math.min(80, answer.length())) : answer.substring(0, eol)) + " " + body;
    }
}
