package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.ServerSocket;
import java.net.SocketException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every failure lands in exactly one error kind, and never in the latency histogram. */
class ErrorClassificationTest {

    /** Generous timeout: only the timeout test may time out, even on a slow machine with cold test servers. */
    private static LoadGenerator generator;
    private static LoadGenerator impatient;

    @BeforeAll
    static void start() {
        generator = new LoadGenerator(new LoadOptions(Duration.ofSeconds(5), Duration.ofSeconds(10), 2));
        impatient = new LoadGenerator(new LoadOptions(Duration.ofSeconds(2), Duration.ofMillis(300), 2));
    }

    @AfterAll
    static void stop() {
        generator.close();
        impatient.close();
    }

    @Test
    void refusedConnectionsAreConnectErrors() throws Exception {
        StepResult r = generator.run(TestServers.uri(TestServers.refusedPort()), new Burst(20, Duration.ZERO),
                ProgressListener.NONE);

        assertThat(r.errors()).isEqualTo(new ErrorCounts(20, 0, 0, 0));
        assertAccountedWithoutLatencies(r, 20);
    }

    /**
     * A process out of descriptors: Netty cannot create most of the burst's sockets and fails their connects on its
     * global executor, not on the users' loops. Each is still a connect error, counted once on its user's loop
     * (the CI run that lost one request of 10,000 without an error is the kind of count this keeps exact).
     */
    @Test
    void socketsThatCannotBeCreatedAreConnectErrorsCountedOnce() throws Exception {
        int users = 2_000;
        int refused = TestServers.refusedPort();
        List<FileChannel> hogs = new ArrayList<>();
        StepResult r;
        double seconds;
        try {
            try {
                while (true) {
                    hogs.add(FileChannel.open(Path.of("/dev/null")));
                }
            } catch (IOException tooManyOpenFiles) {
                // every descriptor this process may open is taken
            }
            for (int i = 0; i < 40 && !hogs.isEmpty(); i++) {
                hogs.removeLast().close(); // a few left, for far fewer sockets than the burst's users
            }
            long t0 = System.nanoTime();
            r = generator.run(TestServers.uri(refused), new Burst(users, Duration.ZERO), ProgressListener.NONE);
            seconds = (System.nanoTime() - t0) / 1e9;
        } finally {
            for (FileChannel hog : hogs) {
                hog.close();
            }
        }

        assertThat(r.errors()).isEqualTo(new ErrorCounts(users, 0, 0, 0));
        assertAccountedWithoutLatencies(r, users);
        // every user finished with its error: run() returned without waiting for its safety bound (20 s here)
        assertThat(seconds).isLessThan(10.0);
    }

    @Test
    void silentServerGivesTimeoutsAndRunReturnsPromptly() throws Exception {
        StepResult r;
        long t0 = System.nanoTime();
        try (ServerSocket silent = TestServers.silentServer()) {
            r = impatient.run(TestServers.uri(silent.getLocalPort()), new Burst(20, Duration.ZERO),
                    ProgressListener.NONE);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;

        assertThat(r.errors()).isEqualTo(new ErrorCounts(0, 20, 0, 0));
        assertAccountedWithoutLatencies(r, 20);
        // The 300 ms timeout ends each request, and run() returns right after (not at its safety bound).
        assertThat(r.wallSeconds()).isBetween(0.29, 1.5);
        assertThat(seconds).isLessThan(3.0);
    }

    @Test
    void errorStatusesAreHttpErrorsWithoutLatencies() throws Exception {
        StepResult r;
        try (var server = new TestServers.SlowServer(4, 0, 500)) {
            r = generator.run(server.uri(), new Burst(20, Duration.ZERO), ProgressListener.NONE);
        }

        assertThat(r.errors()).isEqualTo(new ErrorCounts(0, 0, 20, 0));
        assertAccountedWithoutLatencies(r, 20);
        assertThat(r.wallSeconds()).isPositive();
    }

    /** GARBAGE keeps the connection open, so only the decoder failure can end the request before the timeout. */
    @ParameterizedTest
    @EnumSource(TestServers.Misbehaviour.class)
    void closedResetOrUndecodableIsOther(TestServers.Misbehaviour behaviour) throws Exception {
        StepResult r;
        try (var server = new TestServers.RawServer(behaviour)) {
            r = generator.run(server.uri(), new Burst(20, Duration.ZERO), ProgressListener.NONE);
        }

        assertThat(r.errors()).isEqualTo(new ErrorCounts(0, 0, 0, 20));
        assertAccountedWithoutLatencies(r, 20);
    }

    @Test
    void closedLoopUsersKeepTryingAfterErrorsWithExactAccounting() throws Exception {
        StepResult r = generator.run(TestServers.uri(TestServers.refusedPort()),
                new ClosedLoop(3, Duration.ofMillis(300)), ProgressListener.NONE);

        assertThat(r.errors().connect()).isGreaterThan(3); // each user retried after its failed connect
        assertThat(r.errors().total()).isEqualTo(r.errors().connect());
        assertAccountedWithoutLatencies(r, r.requests());
    }

    @Test
    void connectFailuresAreClassified() {
        assertThat(VirtualUser.classifyConnectFailure(new ConnectException("Connection refused")))
                .isEqualTo(Outcome.CONNECT);
        assertThat(VirtualUser.classifyConnectFailure(new io.netty.channel.ConnectTimeoutException("timed out")))
                .isEqualTo(Outcome.CONNECT);
        assertThat(VirtualUser.classifyConnectFailure(new NoRouteToHostException("No route to host")))
                .isEqualTo(Outcome.CONNECT);
        assertThat(VirtualUser.classifyConnectFailure(new SocketException("Network is unreachable")))
                .isEqualTo(Outcome.CONNECT);
        assertThat(VirtualUser.classifyConnectFailure(new SocketException("Connection reset by peer")))
                .isEqualTo(Outcome.OTHER);
    }

    private static void assertAccountedWithoutLatencies(StepResult r, long requests) {
        assertThat(r.requests()).isEqualTo(requests);
        assertThat(r.ok()).isZero();
        assertThat(r.requests()).isEqualTo(r.ok() + r.errors().total());
        assertThat(r.histogram().getTotalCount()).isZero();
        assertThat(r.latencyMs()).isEqualTo(new LatencySummary(0, 0, 0, 0, 0, 0));
        assertThat(r.throughput()).isZero();
    }
}
