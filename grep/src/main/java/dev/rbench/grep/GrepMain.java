package dev.rbench.grep;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.PatternSyntaxException;

/**
 * {@code rbench grep} without picocli: the launcher runs this class for {@code ./rbench grep}. picocli loads about
 * 170 classes and reads {@link GrepCommand}'s annotations by reflection before the first file is opened, half a
 * second of a run that GNU grep finishes in a fifth of one. The arguments a search is run with (the options of
 * {@link GrepCommand}, short flags clustered or not, {@code --opt value} or {@code --opt=value}, {@code --})
 * are read here; anything else (help, version, an unknown or repeated option, a bad value, a missing path, an
 * {@code @file}) goes to {@link GrepCommand} unchanged, so its messages and exit codes stay the only ones.
 */
public final class GrepMain {

    private GrepMain() {
    }

    /** The whole rbench command, present when this runs from the CLI's jar (as {@code ./rbench grep} runs it). */
    private static final String RBENCH_MAIN = "dev.rbench.cli.Main";

    public static void main(String[] args) throws IOException, InterruptedException, ReflectiveOperationException {
        Optional<GrepOptions> options = parse(args, System.getenv());
        if (options.isPresent()) {
            System.exit(run(options.get()));
        }
        // Help and errors go through the rbench command when it is there, so that they read exactly as
        // `rbench grep`'s always did ("Usage: rbench grep ..."); through GrepCommand alone otherwise.
        Class<?> rbench;
        try {
            rbench = Class.forName(RBENCH_MAIN);
        } catch (ClassNotFoundException e) {
            System.exit(GrepCommand.run(args));
            return;
        }
        String[] withVerb = new String[args.length + 1];
        withVerb[0] = "grep";
        System.arraycopy(args, 0, withVerb, 1, args.length);
        rbench.getMethod("main", String[].class).invoke(null, (Object) withVerb);
    }

    /** Searches with {@code options}, writing to standard output; grep's exit status. */
    static int run(GrepOptions options) throws IOException, InterruptedException {
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        try {
            return new Grep(options, System.err, "rbench grep").run(out);
        } catch (PatternSyntaxException e) {
            System.err.println("rbench grep: bad pattern: " + e.getDescription() + " near index " + e.getIndex());
            return Grep.TROUBLE;
        }
    }

    /**
     * The options {@link GrepCommand} would run with for {@code args}, or empty when it would do anything else
     * (print help or an error) or when the arguments are beyond this reader.
     */
    static Optional<GrepOptions> parse(String[] args, java.util.Map<String, String> env) {
        List<String> positional = new ArrayList<>();
        String seen = ""; // the single-use flags given so far: each may appear once, as in GrepCommand
        IoStyle io = null;
        String threads = null;
        boolean sorted = false;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.startsWith("@")) {
                return Optional.empty(); // picocli reads arguments from that file
            }
            if (arg.equals("--")) {
                positional.addAll(List.of(args).subList(i + 1, args.length));
                break;
            }
            if (arg.startsWith("--")) {
                int eq = arg.indexOf('=');
                String name = eq < 0 ? arg : arg.substring(0, eq);
                if (name.equals("--sorted") && eq < 0 && !sorted) {
                    sorted = true;
                    continue;
                }
                if (!name.equals("--io") && !name.equals("--threads")) {
                    return Optional.empty();
                }
                String value;
                if (eq >= 0) {
                    value = arg.substring(eq + 1);
                } else if (i + 1 < args.length) {
                    value = args[++i];
                } else {
                    return Optional.empty();
                }
                if (name.equals("--io")) {
                    if (io != null || (io = ioStyle(value)) == null) {
                        return Optional.empty();
                    }
                } else if (threads != null || threadCount(value) < 0) {
                    return Optional.empty();
                } else {
                    threads = value;
                }
                continue;
            }
            if (arg.startsWith("-") && arg.length() > 1) {
                for (char c : arg.substring(1).toCharArray()) {
                    boolean once = "Ficl".indexOf(c) >= 0; // -r and -n may repeat (-rn), the others may not
                    if (!once && c != 'r' && c != 'n' || once && seen.indexOf(c) >= 0) {
                        return Optional.empty();
                    }
                    seen += c;
                }
                continue;
            }
            positional.add(arg);
        }
        if (positional.size() < 2) {
            return Optional.empty();
        }
        return Optional.of(options(positional.get(0), positional.subList(1, positional.size()), env,
                seen.indexOf('F') >= 0, seen.indexOf('i') >= 0, seen.indexOf('c') >= 0, seen.indexOf('l') >= 0,
                sorted, io == null ? IoStyle.byDefault() : io,
                threads == null ? Runtime.getRuntime().availableProcessors() : threadCount(threads)));
    }

    /** The run's options from the command's flags and values (both entry points build them here). */
    static GrepOptions options(String pattern, List<String> paths, java.util.Map<String, String> env, boolean fixed,
                               boolean ignoreCase, boolean count, boolean list, boolean sorted, IoStyle io,
                               int threads) {
        return GrepOptions.of(pattern, paths, env)
                .withMatching(fixed, ignoreCase)
                .withMode(list ? GrepOptions.Mode.LIST : count ? GrepOptions.Mode.COUNT : GrepOptions.Mode.LINES)
                .withSorted(sorted)
                .withIo(io)
                .withThreads(threads);
    }

    /** An I/O style by its name in any case (GrepCommand's converter too); null when there is none. */
    static IoStyle ioStyle(String value) {
        try {
            return IoStyle.valueOf(value.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** {@code --threads}' value: a count of at least 1, {@link GrepOptions#VIRTUAL}, or -1 when invalid. */
    static int threadCount(String value) {
        if (value.equalsIgnoreCase("virtual")) {
            return GrepOptions.VIRTUAL;
        }
        try {
            int n = Integer.parseInt(value);
            return n >= 1 ? n : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
