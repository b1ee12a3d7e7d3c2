package dev.rbench.jmeter;

import dev.rbench.infra.process.ChildProcesses;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * Network namespaces of this machine, one per remote engine, each joined to the root namespace by a veth pair with a
 * /30 from 198.18.0.0/15 (reserved for benchmark networks: nothing beyond this machine answers there). Each namespace
 * routes the whole range to the root side of its pair, so every engine reaches every root-side address (the system
 * under test, the controller's callback). Root only (Linux, {@code ip}); removed on close, and at exit once the
 * engines in them are stopped.
 */
final class EngineNetworks implements AutoCloseable {

    /** Every namespace this test creates starts with it, followed by the creating JVM's pid in base 36. */
    static final String NAMESPACE_PREFIX = "rbench-it-";
    /** Root-side veth names: "rbt" + pid in base 36 + "-" + run id + engine letter, within the 15 characters Linux allows. */
    static final String VETH_PREFIX = "rbt";
    private static final int BLOCKS = 1 << 17 >> 3; // /29s in the /15: two /30s per run
    /** A name this test made: prefix, creator's pid, run id, engine letter; group 1 is the pid. */
    private static final java.util.regex.Pattern OURS = java.util.regex.Pattern.compile(
            "(?:" + NAMESPACE_PREFIX + "|" + VETH_PREFIX + ")([0-9a-z]{1,6})-[0-9a-z]{1,3}-?[a-z]");

    /** One engine's side: the namespace, the engine's address in it, and the root side's address of its pair. */
    record Link(String namespace, String veth, String engineAddress, String rootAddress) {

        /** The command prefix that runs a program inside the namespace ({@code ip netns exec} execs it: same pid). */
        List<String> exec() {
            return List.of("ip", "netns", "exec", namespace);
        }
    }

    private final List<Link> links = new ArrayList<>();
    private final String run;

    private EngineNetworks(String run) {
        this.run = run;
    }

    /** Why these namespaces cannot be made here, or "" when they can. */
    static String unavailable() {
        if (!System.getProperty("os.name", "").startsWith("Linux")) {
            return "network namespaces are Linux's";
        }
        try {
            // /proc/self belongs to the effective user
            Object uid = java.nio.file.Files.getAttribute(java.nio.file.Path.of("/proc/self"), "unix:uid");
            if (!Integer.valueOf(0).equals(uid)) {
                return "creating network namespaces and veth pairs needs root (uid 0; this JVM runs as uid " + uid + ")";
            }
        } catch (IOException | UnsupportedOperationException e) {
            return "cannot tell whether this JVM runs as root: " + e.getMessage();
        }
        try {
            ip("netns", "list");
            return "";
        } catch (IllegalStateException e) {
            return "the ip command cannot list network namespaces: " + e.getMessage();
        }
    }

    /** Creates {@code count} (at most 2) namespaces, after removing what a killed earlier run of this test left. */
    static EngineNetworks create(int count) {
        removeLeftovers();
        long pid = ProcessHandle.current().pid();
        String run = Long.toString(pid, 36) + "-" + Integer.toString(ThreadLocalRandom.current().nextInt(36 * 36 * 36), 36);
        EngineNetworks networks = new EngineNetworks(run);
        // After the engines: a namespace with a process in it outlives its name, and so does its veth pair.
        ChildProcesses.afterStopAll(networks::remove);
        try {
            int block = freeBlock((int) (pid % BLOCKS));
            for (int i = 0; i < count; i++) {
                networks.add((char) ('a' + i), block * 8 + i * 4);
            }
            return networks;
        } catch (RuntimeException e) {
            networks.close();
            throw e;
        }
    }

    List<Link> links() {
        return List.copyOf(links);
    }

    /** The namespaces and root-side veths of this run that still exist. */
    List<String> remaining() {
        List<String> left = new ArrayList<>();
        for (String ns : namespaces()) {
            if (ns.startsWith(NAMESPACE_PREFIX + run + "-")) {
                left.add(ns);
            }
        }
        for (String link : rootLinks()) {
            if (link.startsWith(VETH_PREFIX + run)) {
                left.add(link);
            }
        }
        return left;
    }

    @Override
    public void close() {
        remove();
    }

    private void add(char engine, int offset) {
        String ns = NAMESPACE_PREFIX + run + "-" + engine;
        String veth = VETH_PREFIX + run + engine;
        String root = address(offset + 1);
        String inside = address(offset + 2);
        ip("netns", "add", ns);
        links.add(new Link(ns, veth, inside, root));
        // The peer is created inside the namespace: deleting the namespace deletes the pair.
        ip("link", "add", veth, "type", "veth", "peer", "name", "veth0", "netns", ns);
        ip("addr", "add", root + "/30", "dev", veth);
        ip("link", "set", veth, "up");
        ip("-n", ns, "link", "set", "lo", "up");
        ip("-n", ns, "addr", "add", inside + "/30", "dev", "veth0");
        ip("-n", ns, "link", "set", "veth0", "up");
        ip("-n", ns, "route", "add", "198.18.0.0/15", "via", root);
    }

    private synchronized void remove() {
        for (Link link : links) {
            quietly("netns", "delete", link.namespace());
            if (rootLinks().contains(link.veth())) {
                quietly("link", "delete", link.veth());
            }
        }
        links.clear();
    }

    /** Namespaces and veths of runs whose JVM is gone (a killed run cannot remove its own). */
    private static void removeLeftovers() {
        for (String ns : namespaces()) {
            if (leftOver(ns)) {
                quietly("netns", "delete", ns);
            }
        }
        for (String link : rootLinks()) {
            if (leftOver(link)) {
                quietly("link", "delete", link);
            }
        }
    }

    /** Whether this test made {@code name} in a JVM that no longer runs. */
    private static boolean leftOver(String name) {
        java.util.regex.Matcher m = OURS.matcher(name);
        return m.matches() && ProcessHandle.of(Long.parseLong(m.group(1), 36)).map(h -> !h.isAlive()).orElse(true);
    }

    /** The first /29 from {@code start} on that no interface of the root namespace has an address in. */
    private static int freeBlock(int start) {
        String addresses = ip("-o", "-4", "addr", "show");
        for (int i = 0; i < BLOCKS; i++) {
            int block = (start + i) % BLOCKS;
            boolean used = false;
            for (int host = 0; host < 8 && !used; host++) {
                used = addresses.contains(" " + address(block * 8 + host) + "/");
            }
            if (!used) {
                return block;
            }
        }
        throw new IllegalStateException("every /29 of 198.18.0.0/15 is in use on this machine");
    }

    /** The address {@code offset} places into 198.18.0.0/15. */
    private static String address(int offset) {
        return "198." + (18 + (offset >> 16)) + "." + ((offset >> 8) & 0xff) + "." + (offset & 0xff);
    }

    static List<String> namespaces() {
        List<String> names = new ArrayList<>();
        for (String line : ip("netns", "list").split("\n")) {
            if (!line.isBlank()) {
                names.add(line.strip().split("\\s+")[0]);
            }
        }
        return names;
    }

    /** Names of the root namespace's links ("rbtx-1a", not "rbtx-1a@if2"). */
    static List<String> rootLinks() {
        List<String> names = new ArrayList<>();
        for (String line : ip("-o", "link", "show").split("\n")) {
            String[] fields = line.split(":\\s+", 3);
            if (fields.length > 1) {
                String name = fields[1];
                names.add(name.contains("@") ? name.substring(0, name.indexOf('@')) : name);
            }
        }
        return names;
    }

    private static void quietly(String... args) {
        try {
            ip(args);
        } catch (IllegalStateException e) {
            System.err.println("cannot clean up: " + e.getMessage());
        }
    }

    private static String ip(String... args) {
        List<String> command = new ArrayList<>(List.of("ip"));
        command.addAll(List.of(args));
        try {
            Process p = ChildProcesses.start(new ProcessBuilder(command).redirectErrorStream(true));
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                ChildProcesses.stop(p, ChildProcesses.TERMINATE_GRACE);
                throw new IllegalStateException(String.join(" ", command) + " did not finish in 30 s");
            }
            if (p.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", command) + " failed (" + p.exitValue() + "): " + out.strip());
            }
            return out;
        } catch (IOException e) {
            throw new IllegalStateException(String.join(" ", command) + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(String.join(" ", command) + " interrupted", e);
        }
    }
}
