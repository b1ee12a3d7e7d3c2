package dev.rbench.runner.phase;

import dev.rbench.infra.jvm.PinningRecorder;
import dev.rbench.model.StackKind;
import dev.rbench.runner.RbenchHome;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.ServiceProcess;
import dev.rbench.runner.stack.StackDefinition;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/** A stack's service JVM ({@link ServiceProcess}), pointed at the run's backend, which is reseeded before it starts. */
final class ProcessServiceSession implements ServiceSession {

    /** What the service is started from, the same each time it is started again. */
    record Launch(RbenchHome home, StackDefinition stack, Scenario scenario, Path outDir, BackendSession backend) {

        ServiceProcess start() throws InterruptedException {
            return ServiceProcess.start(home, stack, scenario, outDir, backend);
        }
    }

    private final Launch launch;
    private ServiceProcess process;
    private PinningRecorder pinning;
    private String pinningProblem;

    ProcessServiceSession(Launch launch) {
        this.launch = launch;
    }

    @Override
    public void start() throws InterruptedException {
        // The previous stack's CRUD steps may have changed the data.
        launch.backend().reseed();
        process = launch.start();
        recordPinning();
    }

    /**
     * On a virtual-thread stack, starts recording pinned waits in the new service JVM (JFR through
     * jcmd). A JVM that refuses costs the steps their pinning figures, not the run: the problem is
     * kept for the steps to record.
     */
    private void recordPinning() throws InterruptedException {
        pinning = null;
        pinningProblem = null;
        Duration threshold = launch.scenario().pinningThreshold();
        if (launch.stack().modelKind() != StackKind.VIRTUAL || threshold.isZero()) {
            return;
        }
        Path work = launch.outDir().resolve("logs").resolve(ServiceProcess.fileName(launch.stack().name()) + "-pinning");
        try {
            pinning = PinningRecorder.start(process.pid(), threshold, work);
        } catch (IOException e) {
            pinningProblem = e.getMessage();
        }
    }

    /** The pinning recorder of the running service; empty off virtual threads or where JFR would not start. */
    Optional<PinningRecorder> pinning() {
        return Optional.ofNullable(pinning);
    }

    /** Why pinning is not recorded on a virtual-thread stack; null when it is, or does not apply. */
    String pinningProblem() {
        return pinningProblem;
    }

    @Override
    public Optional<String> restartIfDead() throws InterruptedException {
        if (process == null || process.isAlive()) {
            return Optional.empty();
        }
        String death = process.exitDescription();
        process.close();
        process = null;
        process = launch.start();
        recordPinning();
        return Optional.of(death);
    }

    /** The stack this session runs. */
    StackDefinition stack() {
        return launch.stack();
    }

    /** The running service, for the phases that talk to it. */
    ServiceProcess process() {
        if (process == null) {
            throw new IllegalStateException("the " + launch.stack().name() + " service is not started");
        }
        return process;
    }

    @Override
    public void close() {
        if (process != null) {
            process.close();
            process = null;
        }
    }
}
