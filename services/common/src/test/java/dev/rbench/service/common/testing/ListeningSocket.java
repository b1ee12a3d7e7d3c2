package dev.rbench.service.common.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * What the kernel holds for a listening TCP port, read with iproute2's {@code ss}: for a socket in
 * LISTEN state its Send-Q column is the backlog the kernel applies (the server's request, capped at
 * net.core.somaxconn). This checks the setting where it takes effect, not where it was written.
 */
public final class ListeningSocket {

    private ListeningSocket() {
    }

    /** The service on {@code port} reports {@code expected} in /info, and the kernel applies it. */
    public static void assertBacklog(int port, int expected) {
        Map<String, Object> info = Json.object(new ServiceHttpClient(port).get("/info").body());
        assertThat(info).containsEntry("acceptBacklog", expected);
        assertThat(backlog(port)).as("Send-Q of the LISTEN socket").isEqualTo(expected);
    }

    public static int backlog(int port) {
        String out = run("ss", "-ltnH", "sport = :" + port);
        for (String line : out.lines().toList()) {
            String[] cols = line.trim().split("\\s+");
            if (cols.length >= 4 && cols[0].equals("LISTEN") && cols[3].endsWith(":" + port)) {
                return Integer.parseInt(cols[2]);
            }
        }
        throw new AssertionError("no listening socket on port " + port + " in `ss -ltn`: " + out);
    }

    private static String run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new AssertionError(String.join(" ", command) + " failed: " + out);
            }
            return out;
        } catch (IOException e) {
            throw new AssertionError("cannot run `ss` (Debian package iproute2): " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
