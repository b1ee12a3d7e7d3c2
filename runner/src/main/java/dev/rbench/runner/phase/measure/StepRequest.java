package dev.rbench.runner.phase.measure;

import dev.rbench.runner.scenario.RouteStep;
import java.nio.charset.StandardCharsets;

/** What every request of a phase sends: method, path and a JSON body (empty for none). */
public record StepRequest(String method, String path, String body) {

    public static StepRequest get(String path) {
        return new StepRequest("GET", path, "");
    }

    public static StepRequest of(RouteStep route, int payloadBytes) {
        return new StepRequest(route.method(), route.path(), route.body(payloadBytes));
    }

    public byte[] bodyBytes() {
        return body.getBytes(StandardCharsets.UTF_8);
    }

    /** "GET /entities", as results and messages name it. */
    public String describe() {
        return method + " " + path;
    }
}
