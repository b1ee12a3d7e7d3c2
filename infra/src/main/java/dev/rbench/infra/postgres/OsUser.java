package dev.rbench.infra.postgres;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The unprivileged account the embedded PostgreSQL runs as when rbench runs as root ({@code initdb}
 * and {@code postgres} refuse root): {@code postgres} if that user exists, otherwise {@code nobody}.
 * Programs are started through {@code setpriv} (util-linux), which changes the ids and then execs,
 * so the child's pid is the program's own.
 */
record OsUser(String name, int uid, int gid) {

    static final List<String> CANDIDATES = List.of("postgres", "nobody");

    static boolean isRoot() {
        try {
            return ((Number) Files.getAttribute(Path.of("/proc/self"), "unix:uid")).intValue() == 0;
        } catch (IOException | RuntimeException e) {
            return "root".equals(System.getProperty("user.name"));
        }
    }

    /** Who runs the server: empty when rbench is not root (then it runs as rbench's own user). */
    static Optional<OsUser> forServer() {
        if (!isRoot()) {
            return Optional.empty();
        }
        for (String name : CANDIDATES) {
            Optional<OsUser> user = lookup(name);
            if (user.isPresent()) {
                return user;
            }
        }
        throw new IllegalStateException("rbench runs as root and PostgreSQL refuses root, but neither of the users "
                + CANDIDATES + " exists to run it as; create one (useradd postgres) or run rbench as another user");
    }

    static Optional<OsUser> lookup(String name) {
        Optional<String> uid = id("-u", name);
        Optional<String> gid = id("-g", name);
        if (uid.isEmpty() || gid.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new OsUser(name, Integer.parseInt(uid.get()), Integer.parseInt(gid.get())));
    }

    private static Optional<String> id(String flag, String name) {
        try {
            Process p = new ProcessBuilder("id", flag, name).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!p.waitFor(5, TimeUnit.SECONDS) || p.exitValue() != 0 || !out.matches("\\d+")) {
                return Optional.empty();
            }
            return Optional.of(out);
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /** The command prefix that runs a program as this user. */
    List<String> prefix() {
        return List.of("setpriv", "--reuid=" + uid, "--regid=" + gid, "--clear-groups", "--");
    }

    /** Gives {@code path} to this user (owner and group). */
    void own(Path path) throws IOException {
        Files.setAttribute(path, "unix:uid", uid);
        Files.setAttribute(path, "unix:gid", gid);
    }
}
