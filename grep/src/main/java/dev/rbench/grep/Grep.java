package dev.rbench.grep;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * {@code grep -rn}: lists the folders and searches the files on worker threads, and answers grep's exit status. With
 * {@code --sorted} the whole tree is listed first, so that files can take their output turns in path order.
 */
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
        // Searchers (each with its buffer) are lent to one file at a time: a virtual thread per task must not
        // mean a buffer per task.
        Queue<FileSearcher> searchers = new ConcurrentLinkedQueue<>();
        try (ExecutorService workers = options.threads() == GrepOptions.VIRTUAL
                ? Executors.newVirtualThreadPerTaskExecutor()
                : Executors.newFixedThreadPool(options.threads())) {
            Tasks tasks = new Tasks(workers);
            if (options.sorted()) {
                // The whole list first: files take their output turns in path order, by index.
                List<Path> files = walker.walk(options.paths());
                boolean withNames = walker.namesFiles(options.paths());
                files.sort(Comparator.comparing(Path::toString));
                Turns turns = Turns.inPathOrder();
                for (int i = 0; i < files.size(); i++) {
                    FileOutput output = new FileOutput(turns, i, out);
                    Path file = files.get(i);
                    tasks.submit(() -> searchOne(searchers, file, withNames, output));
                }
            } else {
                // Folders are listed on the workers too: each listing submits its sub-folders, then searches its
                // files in batches (all but the last submitted, so that a large folder is shared out too).
                List<Path> directories = new ArrayList<>();
                List<Path> files = new ArrayList<>();
                walker.operands(options.paths(), directories::add, files::add);
                boolean withNames = walker.namesFiles(options.paths());
                Turns turns = Turns.inAnyOrder();
                Consumer<List<Path>> search = batch -> {
                    for (Path file : batch) {
                        searchOne(searchers, file, withNames, new FileOutput(turns, 0, out));
                    }
                };
                files.forEach(file -> tasks.submit(() -> search.accept(List.of(file))));
                directories.forEach(dir -> listLater(tasks, walker, dir, search));
            }
            tasks.await();
        }
        out.flush();
        return trouble.get() ? TROUBLE : matched.get() ? MATCHED : NO_MATCH;
    }

    /** Files searched by one task: few enough to share a large folder out, enough to make a task worth its cost. */
    static final int BATCH = 16;

    private void listLater(Tasks tasks, Walker walker, Path dir, Consumer<List<Path>> search) {
        tasks.submit(() -> {
            List<Path> files = new ArrayList<>();
            walker.list(dir, sub -> listLater(tasks, walker, sub, search), files::add);
            int last = Math.max(0, files.size() - BATCH);
            for (int from = 0; from < last; from += BATCH) {
                List<Path> batch = files.subList(from, Math.min(from + BATCH, last));
                tasks.submit(() -> search.accept(batch));
            }
            search.accept(files.subList(last, files.size()));
        });
    }

    private void searchOne(Queue<FileSearcher> searchers, Path file, boolean withNames, FileOutput output) {
        FileSearcher searcher = Objects.requireNonNullElseGet(searchers.poll(), this::newSearcher);
        searchOne(searcher, file, withNames, output);
        searchers.offer(searcher);
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
