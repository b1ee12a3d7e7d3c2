package dev.rbench.grep;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/** {@code grep -rn}: lists the files, searches them on worker threads, and answers grep's exit status. */
public final class Grep {

    public static final int MATCHED = 0;
    public static final int NO_MATCH = 1;
    public static final int TROUBLE = 2;

    private final GrepOptions options;
    private final PrintStream err;
    private final String program;
    private final AtomicBoolean matched = new AtomicBoolean();
    private final AtomicBoolean trouble = new AtomicBoolean();

    /** {@code program} prefixes every message on {@code err}, as grep's own name does. */
    public Grep(GrepOptions options, PrintStream err, String program) {
        this.options = options;
        this.err = err;
        this.program = program;
    }

    /**
     * Searches and writes to {@code out}: 0 when a line matched, 1 when none did, 2 when something could not be
     * read (the rest is searched all the same). Throws {@link java.util.regex.PatternSyntaxException} on a bad pattern.
     */
    public int run(OutputStream out) throws IOException, InterruptedException {
        LineMatcher.of(options.pattern(), options.fixed(), options.ignoreCase(), options.utf8()); // a bad pattern fails here
        Walker walker = new Walker(this::error);
        List<Path> files = walker.walk(options.paths());
        boolean withNames = walker.namesFiles(options.paths());
        if (options.sorted()) {
            files.sort(Comparator.comparing(Path::toString));
        }
        Turns turns = options.sorted() ? Turns.inPathOrder() : Turns.inAnyOrder();
        // Searchers (each with its buffer) are lent to one file at a time: a virtual thread per file must not
        // mean a buffer per file.
        Queue<FileSearcher> searchers = new ConcurrentLinkedQueue<>();
        try (ExecutorService workers = options.threads() == GrepOptions.VIRTUAL
                ? Executors.newVirtualThreadPerTaskExecutor()
                : Executors.newFixedThreadPool(options.threads())) {
            for (int i = 0; i < files.size(); i++) {
                int index = i;
                Path file = files.get(i);
                workers.execute(() -> {
                    FileSearcher searcher = Objects.requireNonNullElseGet(searchers.poll(), this::newSearcher);
                    searchOne(searcher, file, withNames, new FileOutput(turns, index, out));
                    searchers.offer(searcher);
                });
            }
            workers.shutdown();
            while (!workers.awaitTermination(1, TimeUnit.HOURS)) {
                // all files are submitted; wait for the last
            }
        }
        out.flush();
        return trouble.get() ? TROUBLE : matched.get() ? MATCHED : NO_MATCH;
    }

    private FileSearcher newSearcher() {
        return new FileSearcher(LineMatcher.of(options.pattern(), options.fixed(), options.ignoreCase(), options.utf8()),
                options.mode(), options.utf8());
    }

    private void searchOne(FileSearcher searcher, Path file, boolean withName, FileOutput output) {
        FileSearcher.Result result = null;
        try {
            try {
                result = searcher.search(file, withName, options.io(), output);
            } finally {
                output.finish();
            }
        } catch (IOException e) {
            error(file.toString(), e);
        }
        if (result != null && result.matched()) {
            matched.set(true);
        }
        if (result != null && result.binaryMatches()) {
            err.println(program + ": " + file + ": binary file matches");
        }
    }

    private void error(String path, IOException e) {
        trouble.set(true);
        err.println(program + ": " + path + ": " + Walker.reason(e));
    }
}
