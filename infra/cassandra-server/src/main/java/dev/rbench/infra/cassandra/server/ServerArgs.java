package dev.rbench.infra.cassandra.server;

import java.nio.file.Path;
import java.util.List;

/**
 * The server's command line: {@code --work-dir DIR [--host H] [--native-port P] [--storage-port P]
 * [--port-file F] [--parent-pid PID] [--heap-note TEXT]}. A port of 0 asks the OS for a free one; the
 * port file then reports the native (CQL) port.
 */
record ServerArgs(Path workDir, String host, int nativePort, int storagePort, Path portFile, Long parentPid) {

    static final String USAGE = "usage: rbench-cassandra-server --work-dir DIR [--host 127.0.0.1] [--native-port 0]"
            + " [--storage-port 0] [--port-file FILE] [--parent-pid PID]";

    static ServerArgs parse(List<String> args) {
        Path workDir = null;
        String host = "127.0.0.1";
        int nativePort = 0;
        int storagePort = 0;
        Path portFile = null;
        Long parentPid = null;
        for (int i = 0; i < args.size(); i++) {
            String flag = args.get(i);
            if (i + 1 >= args.size()) {
                throw new IllegalArgumentException(flag + " needs a value; " + USAGE);
            }
            String value = args.get(++i);
            switch (flag) {
                case "--work-dir" -> workDir = Path.of(value);
                case "--host" -> host = value;
                case "--native-port" -> nativePort = number(flag, value, 0, 65535);
                case "--storage-port" -> storagePort = number(flag, value, 0, 65535);
                case "--port-file" -> portFile = Path.of(value);
                case "--parent-pid" -> parentPid = (long) number(flag, value, 1, Integer.MAX_VALUE);
                default -> throw new IllegalArgumentException("unknown option " + flag + "; " + USAGE);
            }
        }
        if (workDir == null) {
            throw new IllegalArgumentException("--work-dir is required; " + USAGE);
        }
        return new ServerArgs(workDir, host, nativePort, storagePort, portFile, parentPid);
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
