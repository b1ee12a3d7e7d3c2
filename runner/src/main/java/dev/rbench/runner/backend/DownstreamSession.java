package dev.rbench.runner.backend;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.results.BackendInfo;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.fault.Fault;
import dev.rbench.runner.fault.FaultTarget;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Study 002's "external backend service (simulated)": the downstream service answers
 * {@code GET /work?ms=N} after N ms without holding a thread. The runner starts it in its own JVM
 * (or uses {@code downstream: http://host:port}); the services call it from {@code GET /remote}.
 * Its own count of answered calls verifies that the stacks really call it.
 */
record DownstreamSession(DownstreamBackend data, DownstreamProcess process, String url) implements BackendSession {

    static DownstreamSession start(DownstreamBackend data, BackendContext context) throws InterruptedException {
        if (!data.embedded()) {
            return new DownstreamSession(data, null, data.url());
        }
        DownstreamProcess process = context.downstream().start();
        return new DownstreamSession(data, process, "http://127.0.0.1:" + process.port());
    }

    @Override
    public List<String> serviceArgs(StoreOverrides stack) {
        return List.of(ServiceProperty.arg(ServiceProperty.DOWNSTREAM_URL, url),
                ServiceProperty.arg(ServiceProperty.DOWNSTREAM_POOL_SIZE, data.poolSize()),
                ServiceProperty.arg(ServiceProperty.DOWNSTREAM_TIMEOUT_MS, data.timeout().toMillis()));
    }

    /** The downstream's own fault switch ({@code POST /fault}); a remote downstream cannot be faulted. */
    @Override
    public Optional<FaultTarget> faultTarget() {
        if (process == null) {
            return Optional.empty();
        }
        return Optional.of(new FaultTarget() {
            @Override
            public void inject(Fault fault) {
                call("POST", "/fault?extraMs=" + fault.latency().toMillis() + "&errorRate=" + (fault.down() ? 1.0 : fault.errorRate()));
            }

            @Override
            public void heal() {
                call("DELETE", "/fault");
            }
        });
    }

    private void call(String method, String path) {
        try {
            var response = process.send(method, path, "");
            if (response.statusCode() != 200) {
                throw new ServiceException("the downstream refused " + method + " " + path + ": " + response.body());
            }
        } catch (IOException e) {
            throw new ServiceException("cannot reach the downstream for " + method + " " + path + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public Map<String, String> serviceEnv() {
        return Map.of();
    }

    @Override
    public BackendInfo describe() {
        return BackendInfo.builder().kind("rbench-downstream").embedded(process != null)
                .where(process != null ? "embedded on 127.0.0.1" : url)
                .note("GET /work?ms=N answers after N ms on a timer (study 002's simulated backend)")
                .clientPoolSize(data.poolSize()).timeoutMs((double) data.timeout().toMillis()).build();
    }

    /** Calls the downstream answered, by its own count; empty for an outside one that keeps none. */
    @Override
    public Optional<Long> served() {
        if (process == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(process.getJson("/stats").path("served").asLong());
        } catch (IOException e) {
            throw new ServiceException("cannot read the downstream's call count: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServiceException("interrupted while reading the downstream's call count");
        }
    }

    @Override
    public java.util.OptionalLong pid() {
        return process == null ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(process.pid());
    }

    @Override
    public void reseed() {
    }

    @Override
    public void close() {
        if (process != null) {
            process.close();
        }
    }
}
