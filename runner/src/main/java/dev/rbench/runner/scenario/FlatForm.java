package dev.rbench.runner.scenario;

import dev.rbench.runner.settings.Node;
import dev.rbench.runner.settings.Origin;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The flat form of earlier versions, rewritten into the nested form: {@code workload: closed} with
 * {@code users} and {@code duration} beside it becomes {@code workload: {closed: {users, duration}}};
 * {@code database: mongo} with a {@code mongo:} block (or {@code mongo.poolSize} keys), {@code db:},
 * {@code calls} and {@code fanout} becomes {@code backend: {mongo: {…, latency, bandwidth, calls,
 * fanout}}}; {@code downstream: embedded} with {@code downstream.poolSize} becomes {@code backend:
 * {downstream: {url: embedded, poolSize}}}. Values keep their origins, so problems still point at
 * the file as written. A block for a backend the scenario does not use is an error, not ignored.
 */
public final class FlatForm {

    /** The workload keys the flat form wrote beside {@code workload:}; in the nested form they live in its case. */
    public static final Set<String> WORKLOAD_KEYS =
            Set.of("users", "ramp", "duration", "rates", "rateFrom", "rateCap", "arrivals", "seed", "maxConnections");
    private static final Set<String> BACKEND_BLOCKS = Set.of("mongo", "postgres", "cassandra", "db", "downstream");
    private static final String NONE = "none";

    /**
     * @param block        the nested form
     * @param flat         whether anything was written in the flat form
     * @param workloadCase the workload's case after the rewrite (null when the block names none)
     * @param backendCase  the backend's case after the rewrite (null when the block names none)
     */
    record Translation(Node.Block block, boolean flat, String workloadCase, String backendCase) {
    }

    private FlatForm() {
    }

    /**
     * Rewrites {@code top} (a scenario file's top level, or its quick block) in place. A quick block
     * names no workload or backend of its own: its keys go into the base's cases.
     */
    static Translation translate(Node.Block top, String baseWorkload, String baseBackend) {
        boolean flat = expandDottedKeys(top);
        List<String> problems = new ArrayList<>();
        String workload = caseOf(top.get("workload"));
        if (top.get("workload") instanceof Node.Leaf || top.keys().stream().anyMatch(WORKLOAD_KEYS::contains)) {
            flat = true;
            workload = workload != null ? workload : baseWorkload != null ? baseWorkload : "burst";
            Node.Block caseBlock = caseBlock(top, "workload", workload, problems);
            for (String key : top.keys()) {
                if (WORKLOAD_KEYS.contains(key)) {
                    caseBlock.put(key, top.get(key), top.keyOrigin(key));
                    top.remove(key);
                }
            }
        }
        String backend = caseOf(top.get("backend"));
        if (top.keys().stream().anyMatch(k -> k.equals("database") || k.equals("calls") || k.equals("fanout")
                || BACKEND_BLOCKS.contains(k))) {
            flat = true;
            backend = flatBackend(top, backend != null ? backend : baseBackend, problems);
        }
        if (!problems.isEmpty()) {
            throw new ScenarioException(problems);
        }
        return new Translation(top, flat, workload != null ? workload : baseWorkload, backend != null ? backend : baseBackend);
    }

    /** {@code mongo.poolSize: 100} → {@code mongo: {poolSize: 100}}. */
    private static boolean expandDottedKeys(Node.Block top) {
        boolean any = false;
        for (String key : top.keys()) {
            int dot = key.indexOf('.');
            if (dot > 0) {
                any = true;
                Node value = top.remove(key);
                String head = key.substring(0, dot);
                if (top.get(head) instanceof Node.Leaf scalar) {
                    // downstream: embedded beside downstream.poolSize: the scalar is the block's url.
                    top.remove(head);
                    top.child(head, scalar.origin()).put("url", scalar);
                }
                top.child(head, value.origin()).put(key.substring(dot + 1), value);
            }
        }
        return any;
    }

    private static String flatBackend(Node.Block top, String current, List<String> problems) {
        Node database = top.remove("database");
        Node downstream = top.get("downstream");
        String kind = current != null ? current : NONE;
        if (database instanceof Node.Leaf d && !d.isList()) {
            kind = d.text().trim();
        }
        Node.Block downstreamBlock = null;
        if (downstream instanceof Node.Leaf url) {
            top.remove("downstream");
            downstreamBlock = new Node.Block(url.origin());
            downstreamBlock.put("url", url);
            if (!NONE.equals(url.text().trim())) {
                if (!NONE.equals(kind) && database != null) {
                    problems.add(url.origin().describe("downstream: a scenario's route waits on a database or a downstream"
                            + " service, not both"));
                }
                kind = "downstream";
            } else {
                downstreamBlock = null;
            }
        } else if (downstream instanceof Node.Block b) {
            top.remove("downstream");
            downstreamBlock = b;
        }
        Node.Block mongo = take(top, "mongo");
        Node.Block postgres = take(top, "postgres");
        Node.Block cassandra = take(top, "cassandra");
        Node.Block db = take(top, "db");
        Node calls = top.remove("calls");
        Node fanout = top.remove("fanout");
        if (mongo != null || calls != null || fanout != null) {
            mongo = mongo != null ? mongo : new Node.Block(calls != null ? calls.origin() : fanout.origin());
            putIfPresent(mongo, "calls", calls);
            putIfPresent(mongo, "fanout", fanout);
        }
        switch (kind) {
            case "mongo" -> {
                into(top, kind, List.of(), withDistance(mongo, db), problems);
                unused(problems, kind, postgres, "postgres", cassandra, "cassandra", downstreamBlock, "downstream");
            }
            case "postgres" -> {
                into(top, kind, List.of(), withDistance(postgres, db), problems);
                unused(problems, kind, mongo, "mongo", cassandra, "cassandra", downstreamBlock, "downstream");
            }
            case "mongo+postgres" -> {
                into(top, kind, List.of("mongo"), withDistance(mongo, db), problems);
                into(top, kind, List.of("postgres"), withDistance(postgres, db), problems);
                unused(problems, kind, cassandra, "cassandra", downstreamBlock, "downstream", null, null);
            }
            case "cassandra" -> {
                into(top, kind, List.of(), withDistance(cassandra, db), problems);
                unused(problems, kind, mongo, "mongo", postgres, "postgres", downstreamBlock, "downstream");
            }
            case "downstream" -> {
                into(top, kind, List.of(), downstreamBlock, problems);
                unused(problems, kind, mongo, "mongo", postgres, "postgres", cassandra, "cassandra");
                unused(problems, kind, db, "db", null, null, null, null);
            }
            default -> {
                if (database != null || downstream != null) {
                    // none, or a name the binder reports with the valid ones
                    top.put("backend", database != null ? database : Node.Leaf.scalar(NONE, downstream.origin()));
                }
                if (!NONE.equals(kind) && database == null) {
                    into(top, kind, List.of(), new Node.Block(Origin.DEFAULT), problems);
                }
                unused(problems, kind, mongo, "mongo", postgres, "postgres", cassandra, "cassandra");
                unused(problems, kind, db, "db", downstreamBlock, "downstream", null, null);
            }
        }
        return kind;
    }

    private static Node.Block take(Node.Block top, String key) {
        Node n = top.get(key);
        if (n instanceof Node.Block b) {
            top.remove(key);
            return b;
        }
        return null;
    }

    private static void putIfPresent(Node.Block b, String key, Node value) {
        if (value != null) {
            b.put(key, value);
        }
    }

    /** The proxy's {@code db:} keys go into each database's own block. */
    private static Node.Block withDistance(Node.Block store, Node.Block db) {
        if (db == null) {
            return store;
        }
        Node.Block b = store != null ? store : new Node.Block(db.origin());
        db.entries().forEach((k, v) -> b.put(k, v, db.keyOrigin(k)));
        return b;
    }

    /** Merges {@code settings} into {@code backend: {kind: {path…: settings}}}. */
    private static void into(Node.Block top, String kind, List<String> path, Node.Block settings, List<String> problems) {
        Node.Block target = caseBlock(top, "backend", kind, problems);
        for (String key : path) {
            target = target.child(key, settings == null ? Origin.DEFAULT : settings.origin());
        }
        if (settings != null) {
            target.overlay(settings);
        }
    }

    /** The block of {@code case} under the one-of {@code key}, made when absent. */
    private static Node.Block caseBlock(Node.Block top, String key, String kase, List<String> problems) {
        Node existing = top.get(key);
        Origin o = existing == null ? Origin.DEFAULT : existing.origin();
        Node.Block oneOf;
        if (existing instanceof Node.Block b) {
            oneOf = b;
        } else {
            oneOf = new Node.Block(o);
            top.put(key, oneOf, existing == null ? o : top.keyOrigin(key));
        }
        for (String other : oneOf.keys()) {
            if (!other.equals(kase)) {
                problems.add(oneOf.keyOrigin(other).describe(key + ": the scenario's " + key + " is " + kase
                        + ", but this block is " + other));
            }
        }
        return oneOf.child(kase, o);
    }

    private static void unused(List<String> problems, String kind, Node.Block a, String aName, Node.Block b, String bName,
                               Node.Block c, String cName) {
        for (var pair : List.of(new Object[] {a, aName}, new Object[] {b, bName}, new Object[] {c, cName})) {
            if (pair[0] instanceof Node.Block block) {
                problems.add(block.origin().describe(pair[1] + ": this block is for another backend, but the scenario's is "
                        + kind + "; remove it, or set database: " + pair[1]));
            }
        }
    }

    private static String caseOf(Node n) {
        if (n instanceof Node.Leaf l && !l.isList()) {
            return l.text().trim();
        }
        if (n instanceof Node.Block b && b.keys().size() == 1) {
            return b.keys().getFirst();
        }
        return null;
    }

    /** The workload and backend blocks in YAML's flow style, for the warning that shows the nested form. */
    static String nestedForm(Node.Block top) {
        return List.of("workload", "backend").stream().filter(k -> top.get(k) != null)
                .map(k -> k + ": " + flow(top.get(k))).collect(Collectors.joining("; "));
    }

    private static String flow(Node n) {
        if (n instanceof Node.Block b) {
            return b.entries().entrySet().stream().map(e -> e.getKey() + ": " + flow(e.getValue()))
                    .collect(Collectors.joining(", ", "{", "}"));
        }
        Node.Leaf l = (Node.Leaf) n;
        return l.isList() ? l.items().stream().map(FlatForm::scalar).collect(Collectors.joining(", ", "[", "]")) : scalar(l.text());
    }

    private static String scalar(String s) {
        return s.isEmpty() || s.matches(".*[:{}\\[\\],#&*!|>'\"%@`].*") ? "\"" + s.replace("\"", "\\\"") + "\"" : s;
    }
}
