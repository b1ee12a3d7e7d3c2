package dev.rbench.infra.proxy;

/**
 * What passed through a {@link LatencyProxy} since it started.
 *
 * @param accepted        client connections accepted
 * @param open            client connections open now
 * @param failedConnects  client connections closed because the target could not be reached
 * @param bytesToTarget   bytes read from clients (all of them are relayed to the target)
 * @param bytesToClient   bytes read from the target (all of them are relayed to the clients)
 */
public record ProxyCounters(long accepted, long open, long failedConnects, long bytesToTarget, long bytesToClient) {
}
