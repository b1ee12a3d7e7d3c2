package dev.rbench.runner.phase;

import dev.rbench.runner.RbenchHome;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.ServiceProcess;
import dev.rbench.runner.stack.StackDefinition;
import java.nio.file.Path;
import java.util.Optional;

/** A stack's service JVM ({@link ServiceProcess}), pointed at the run's backend, which is reseeded before it starts. */
final class ProcessServiceSession implements ServiceSession {

    /** What the service is started from, the same each time it is started again. */
    record Launch(RbenchHome home, StackDefinition stack, Scenario scenario, Path outDir, BackendSession backend) {

        ServiceProcess start() throws InterruptedException {
            return ServiceProcess.start(home, stack, scenario, outDir, backend, scenario.limits().resources());
        }
    }

    private final Launch launch;
    private ServiceProcess process;

    ProcessServiceSession(Launch launch) {
        this.launch = launch;
    }

    @Override
    public void start() throws InterruptedException {
        // The previous stack's CRUD steps may have changed the data.
        launch.backend().reseed();
        process = launch.start();
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
        return Optional.of(death);
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
