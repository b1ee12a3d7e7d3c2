package dev.rbench.infra.cassandra.server;

import dev.rbench.protocol.ServerOptions;
import dev.rbench.protocol.ServerOptions.Option;
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
        ServerOptions.Command command = ServerOptions.command(args, USAGE);
        for (Option option : command.own()) {
            String value = option.value();
            switch (option.flag()) {
                case "--work-dir" -> workDir = Path.of(value);
                case "--host" -> host = value;
                case "--native-port" -> nativePort = ServerOptions.number(option, 0, 65535);
                case "--storage-port" -> storagePort = ServerOptions.number(option, 0, 65535);
                default -> throw ServerOptions.unknown(option, USAGE);
            }
        }
        if (workDir == null) {
            throw new IllegalArgumentException("--work-dir is required; " + USAGE);
        }
        return new ServerArgs(workDir, host, nativePort, storagePort, command.portFile(), command.parentPid());
    }
}
