package dev.rbench.grep;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code rbench grep}: exit codes are grep's (0 matched, 1 no match, 2 trouble), not rbench's. */
@Command(name = "grep", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Search files and folder trees for a pattern like grep -rn: path:line:text.",
                "Exit status: 0 when a line matched, 1 when none did, 2 on an error (the rest is still searched)."})
public final class GrepCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "PATTERN", description = "A Java regular expression (a literal with -F); a newline separates alternatives.")
    String pattern;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "PATH", description = "Files and folders, searched recursively.")
    List<String> paths;

    @Option(names = "-F", description = "PATTERN is a fixed string.")
    boolean fixed;

    @Option(names = "-i", description = "Ignore case.")
    boolean ignoreCase;

    @Option(names = "-c", description = "Print path:count of matching lines for each file.")
    boolean count;

    @Option(names = "-l", description = "Print only the paths of files with a match.")
    boolean list;

    @Option(names = "--sorted", description = "Print files in path order (lines stay in file order).")
    boolean sorted;

    @Option(names = "--io", defaultValue = IoStyle.DEFAULT_NAME, paramLabel = "STYLE", converter = IoStyleName.class,
            completionCandidates = IoStyleName.class,
            description = "How files are read: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    IoStyle io;

    @Option(names = "--threads", paramLabel = "N|virtual",
            description = "Worker threads, or one virtual thread per task (default: the number of cores).")
    String threads;

    /** An array, so that {@code -rn} (both flags, or one twice) is accepted as grep accepts it. */
    @Option(names = {"-r", "-n"}, hidden = true, description = "Accepted for grep -rn's sake; always on.")
    boolean[] grepHabits;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Standalone use, as the tests run it as another user: {@code java -cp ... dev.rbench.grep.GrepCommand}. */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Parses and runs with picocli: help, version and every message about the arguments come from here. */
    static int run(String[] args) {
        return new CommandLine(new GrepCommand()).execute(args);
    }

    /** I/O styles by their lower-case names. */
    static final class IoStyleName implements CommandLine.ITypeConverter<IoStyle>, Iterable<String> {
        @Override
        public IoStyle convert(String value) {
            IoStyle style = GrepMain.ioStyle(value);
            if (style == null) {
                throw new CommandLine.TypeConversionException("'" + value + "' is not one of " + String.join(", ", this));
            }
            return style;
        }

        @Override
        public java.util.Iterator<String> iterator() {
            return java.util.Arrays.stream(IoStyle.values()).map(s -> s.name().toLowerCase(java.util.Locale.ROOT)).iterator();
        }
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        return GrepMain.run(GrepMain.options(pattern, paths, System.getenv(), fixed, ignoreCase, count, list, sorted,
                io, threads == null ? Runtime.getRuntime().availableProcessors() : threadCount(threads)));
    }

    private int threadCount(String value) {
        int n = GrepMain.threadCount(value);
        if (n >= 0) {
            return n;
        }
        throw new CommandLine.ParameterException(spec.commandLine(),
                "--threads must be a number of threads (at least 1) or 'virtual', not '" + value + "'");
    }
}
