package dev.rbench.infra.mongo.server;

import java.nio.file.Path;
import java.util.List;

/**
 * The server's command line: {@code [--host H] [--port P] [--port-file F] [--parent-pid PID]}.
 * Port 0 asks the OS for a free port, which the port file then reports.
 */
record ServerArgs(String host, int port, Path portFile, Long parentPid) {

    static final String USAGE = "usage: rbench-mongo-server [--host 127.0.0.1] [--port 0] [--port-file FILE] [--parent-pid PID]";

    static ServerArgs parse(List<String> args) {
        String host = "127.0.0.1";
        int port = 0;
        Path portFile = null;
        Long parentPid = null;
        for (int i = 0; i < args.size(); i++) {
            String flag = args.get(i);
            if (i + 1 >= args.size()) {
                throw new IllegalArgumentException(flag + " needs a value; " + USAGE);
            }
            String value = args.get(++i);
            switch (flag) {
                case "--host" -> host = value;
                case "--port" -> port = number(flag, value, 0, 65535);
                case "--port-file" -> portFile = Path.of(value);
                case "--parent-pid" -> parentPid = (long) number(flag, value, 1, Integer.MAX_VALUE);
                default -> throw new IllegalArgumentException("unknown option " + flag + "; " + USAGE);
            }
        }
        return new ServerArgs(host, port, portFile, parentPid);
    }

    private static int number(String flag, String value, int min, int max) {
        try {
            int n = Integer.parseInt(value);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // Reported below with the valid range.
        }
        throw new IllegalArgumentException(flag + " must be a whole number from " + min + " to " + max + ", not '" + value + "'");
    }
}
