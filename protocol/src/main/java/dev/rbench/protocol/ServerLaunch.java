package dev.rbench.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.function.Function;

/**
 * What every embedded server's {@code main} (infra/mongo-server, infra/cassandra-server) does the same
 * way: read its command line or exit with a usage status, end itself when its launcher is gone, and
 * read the versions its build wrote into a properties resource. Messages start with the server's name.
 */
public final class ServerLaunch {
    /** Exit status on a bad command line. */
    public static final int USAGE_STATUS = 2;
    /** Exit status when the parent is gone, as the services use. */
    public static final int PARENT_GONE_STATUS = 3;

    private ServerLaunch() {
    }

    /**
     * The command line as {@code parse} reads it; on an {@link IllegalArgumentException}, its message
     * after {@code "name: "} on stderr and exit with {@link #USAGE_STATUS}.
     */
    public static <T> T argsOrExit(String name, String[] argv, Function<List<String>, T> parse) {
        try {
            return parse.apply(List.of(argv));
        } catch (IllegalArgumentException e) {
            System.err.println(name + ": " + e.getMessage());
            System.exit(USAGE_STATUS);
            throw e;
        }
    }

    /**
     * Watches {@code parentPid} (nothing when null): once it is gone, runs the shutdown hooks by
     * exiting with {@link #PARENT_GONE_STATUS}, and halts after {@code haltAfter} if they hang, so an
     * orphan never lingers.
     */
    public static void exitWithParent(String name, Long parentPid, Duration haltAfter) {
        if (parentPid != null) {
            ParentWatchdog.of(parentPid, () -> exitParentGone(name, haltAfter)).start();
        }
    }

    private static void exitParentGone(String name, Duration haltAfter) {
        System.err.println(name + ": parent process is gone, exiting");
        Thread halt = new Thread(() -> {
            try {
                Thread.sleep(haltAfter.toMillis());
            } catch (InterruptedException e) {
                return;
            }
            Runtime.getRuntime().halt(PARENT_GONE_STATUS);
        }, "rbench-halt");
        halt.setDaemon(true);
        halt.start();
        System.exit(PARENT_GONE_STATUS);
    }

    /** The build-filtered properties resource {@code resource} of {@code owner}'s jar; empty when it is absent. */
    public static Properties buildProperties(Class<?> owner, String resource) {
        Properties p = new Properties();
        try (InputStream in = owner.getResourceAsStream(resource)) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }
}
