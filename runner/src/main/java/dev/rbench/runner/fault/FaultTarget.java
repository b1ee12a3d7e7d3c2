package dev.rbench.runner.fault;

import dev.rbench.infra.proxy.LatencyProxy;

/**
 * Where a scenario's fault is injected: the latency proxy in front of a database, or the downstream
 * service itself. {@link #inject} starts the fault, {@link #heal} ends it; both return quickly.
 */
public interface FaultTarget {

    void inject(Fault fault);

    void heal();

    /** The latency proxy in front of a database: slow, down or reset. */
    static FaultTarget proxy(LatencyProxy proxy) {
        return new FaultTarget() {
            @Override
            public void inject(Fault fault) {
                fault.proxyFault().ifPresent(proxy::inject);
            }

            @Override
            public void heal() {
                proxy.inject(dev.rbench.infra.proxy.ProxyFault.NONE);
            }
        };
    }
}
