package dev.rbench.service.reactive.remote;

import java.util.concurrent.TimeoutException;

/**
 * Tells a timeout from any other failed exchange, as Reactor Netty reports them: the response
 * timeout is Netty's ReadTimeoutException, the connect timeout Netty's ConnectTimeoutException
 * (a ConnectException, so it must be checked before "refused"), and the pool's pending-acquire
 * timeout a java.util.concurrent.TimeoutException. WebClient wraps each, so the chain is searched.
 */
final class DownstreamTimeouts {

    private DownstreamTimeouts() {
    }

    static boolean isTimeout(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof TimeoutException
                    || t instanceof io.netty.handler.timeout.TimeoutException
                    || t instanceof io.netty.channel.ConnectTimeoutException) {
                return true;
            }
        }
        return false;
    }
}
