package dev.rbench.protocol;

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
