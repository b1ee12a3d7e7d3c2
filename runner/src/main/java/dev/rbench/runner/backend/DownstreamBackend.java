package dev.rbench.runner.backend;

import dev.rbench.runner.settings.Case;
import dev.rbench.runner.settings.Checks;
import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import java.time.Duration;
import java.util.OptionalInt;

/** Study 002's slow downstream service, which {@code /remote} calls: started by the runner, or an outside one. */
@Case(value = "downstream", doc = "a downstream HTTP service /remote calls: embedded, or an outside one by url")
public record DownstreamBackend(
        @Setting(value = "embedded", doc = "embedded (the runner starts it) or an outside one's http://host:port") String url,
        @Setting(value = "10000", doc = "connections each service may hold to the downstream, e.g. 500", min = 1, max = 100_000,
                flag = "--pool")
        int poolSize,
        @Setting(value = "30s", doc = "a duration for every downstream call, e.g. 10s") Duration timeout)
        implements Backend {

    @Override
    public BackendSession start(BackendContext context) throws InterruptedException {
        return DownstreamSession.start(this, context);
    }

    @Override
    public OptionalInt modelPool() {
        return OptionalInt.of(poolSize);
    }

    public boolean embedded() {
        return "embedded".equals(url);
    }

    @Override
    public boolean faultsItself() {
        return true;
    }

    @Override
    public boolean isDatabase() {
        return false;
    }

    @Override
    public String where() {
        return Backend.where(embedded(), url);
    }

    @Override
    public void validate(Problems p) {
        p.check(embedded() || url.matches("http://[^/\\s]+:\\d+/?"), "url", "'" + url + "' is not embedded or http://host:port");
        Checks.positive(p, "timeout", timeout);
    }
}
