package dev.rbench.infra.mongo.server;

import dev.rbench.protocol.ServerOptions;
import dev.rbench.protocol.ServerOptions.Option;
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
        ServerOptions.Command command = ServerOptions.command(args, USAGE);
        for (Option option : command.own()) {
            String value = option.value();
            switch (option.flag()) {
                case "--host" -> host = value;
                case "--port" -> port = ServerOptions.number(option, 0, 65535);
                default -> throw ServerOptions.unknown(option, USAGE);
            }
        }
        return new ServerArgs(host, port, command.portFile(), command.parentPid());
    }
}
