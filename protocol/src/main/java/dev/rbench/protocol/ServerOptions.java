package dev.rbench.protocol;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of an embedded server's jar (infra/mongo-server, infra/cassandra-server):
 * {@code --flag value} pairs, two of which every such server takes from its launcher. Each server
 * keeps its own flags; the pairing, the number checks and the messages are the same for all.
 */
public final class ServerOptions {
    /** Where the server writes its bound port, as a {@link PortFile}. */
    public static final String PORT_FILE = "--port-file";
    /** The launcher's pid, for the server's {@link ParentWatchdog}. */
    public static final String PARENT_PID = "--parent-pid";

    /** One {@code --flag value} pair. */
    public record Option(String flag, String value) {
    }

    /** A server's command line with the launcher's two options read (null where not given) and its own flags left. */
    public record Command(List<Option> own, Path portFile, Long parentPid) {
    }

    private ServerOptions() {
    }

    /**
     * The pairs in order.
     *
     * @throws IllegalArgumentException when the last flag has no value; the message ends with {@code usage}
     */
    public static List<Option> parse(List<String> args, String usage) {
        List<Option> options = new ArrayList<>();
        for (int i = 0; i < args.size(); i += 2) {
            if (i + 1 >= args.size()) {
                throw new IllegalArgumentException(args.get(i) + " needs a value; " + usage);
            }
            options.add(new Option(args.get(i), args.get(i + 1)));
        }
        return options;
    }

    /** {@link #parse}, then the two options every server takes from its launcher read here, once for all servers. */
    public static Command command(List<String> args, String usage) {
        List<Option> own = new ArrayList<>();
        Path portFile = null;
        Long parentPid = null;
        for (Option option : parse(args, usage)) {
            switch (option.flag()) {
                case PORT_FILE -> portFile = Path.of(option.value());
                case PARENT_PID -> parentPid = (long) number(option, 1, Integer.MAX_VALUE);
                default -> own.add(option);
            }
        }
        return new Command(List.copyOf(own), portFile, parentPid);
    }

    /** The option's value as a whole number in [min, max]. */
    public static int number(Option option, int min, int max) {
        try {
            int n = Integer.parseInt(option.value());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // Reported below with the valid range.
        }
        throw new IllegalArgumentException(option.flag() + " must be a whole number from " + min + " to " + max
                + ", not '" + option.value() + "'");
    }

    /** The message for a flag the server does not know. */
    public static IllegalArgumentException unknown(Option option, String usage) {
        return new IllegalArgumentException("unknown option " + option.flag() + "; " + usage);
    }
}
