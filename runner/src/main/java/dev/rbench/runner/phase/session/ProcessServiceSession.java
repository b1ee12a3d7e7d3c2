package dev.rbench.runner.phase.session;

import dev.rbench.infra.jvm.PinningRecorder;
import dev.rbench.results.Startup;
import dev.rbench.runner.app.AppSource;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.AppProcess;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.service.ServiceProcess;
import dev.rbench.runner.stack.AppStack;
import dev.rbench.runner.stack.ModelledStack;
import dev.rbench.runner.stack.StackDefinition;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A stack's service process ({@link ServiceProcess}): our service JVM or a variant of a user's app,
 * pointed at the run's backend, which is reseeded before it starts.
 */
public final class ProcessServiceSession implements ServiceSession {

    /** What the service is started from, the same each time it is started again. */
    public interface Launch {

        /** What the model, the bottleneck rules and the pinning recording know of the stack. */
        public ModelledStack stack();

        default String name() {
           return stack().name();
        }

        Scenario scenario();

        Path outDir();

        BackendSession backend();

        ServiceProcess start() throws InterruptedException;
    }

    /** One of our stacks' service jars. */
    public record JarLaunch(RbenchHome home, StackDefinition stack, Scenario scenario, Path outDir, BackendSession backend)
            implements Launch {

        @Override
        public ServiceProcess start() throws InterruptedException {
            return ServiceProcess.start(home, stack, scenario, outDir, backend, scenario.limits().resources());
        }
    }

    /** A variant of the user's app: started from its command, or reached where it runs. */
    public record AppLaunch(AppStack stack, AppSource source, Scenario scenario, Path outDir, BackendSession backend)
            implements Launch {

        @Override
        public ServiceProcess start() throws InterruptedException {
            return switch (source) {
                case AppSource.Command c -> AppProcess.start(new AppProcess.Launch(name(), c, stack.variant(), scenario.serviceHeapMb(),
                        scenario.readyTimeout(), backend.serviceEnv(), scenario.limits().resources()), outDir);
                case AppSource.Running r -> AppProcess.attach(r, outDir);
            };
        }
    }

    private final Launch launch;
    private ServiceProcess process;
    private PinningRecorder pinning;
    private String pinningProblem;
    /** The first start's; a restart after a death is not the start-up users compare. */
    private Startup startup;

    public ProcessServiceSession(Launch launch) {
        this.launch = launch;
    }

    @Override
    public void start() throws InterruptedException {
        // The previous stack's CRUD steps may have changed the data.
        Reseed.backend(launch.backend());
        process = launch.start();
        if (startup == null) {
            String path = launch.scenario().warmupPath();
            ServiceProcess first = process;
            startup = StartupProbe.measure(first.launchTimes(), "GET " + path, () -> first.get(path).statusCode(), System::nanoTime);
        }
        recordPinning();
    }

    @Override
    public Optional<Startup> startup() {
        return Optional.ofNullable(startup);
    }

    @Override
    public OptionalDouble rssMb() {
        return process == null ? OptionalDouble.empty() : process.rssMb();
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
        if (!launch.stack().modelKind().virtualThreadHandlers() || threshold.isZero()) {
            return;
        }
        Path work = launch.outDir().resolve("logs").resolve(ServiceProcess.fileName(launch.name()) + "-pinning");
        try {
            pinning = PinningRecorder.start(process.pid(), threshold, work);
        } catch (IOException e) {
            pinningProblem = e.getMessage();
        }
    }

    /** The pinning recorder of the running service; empty off virtual threads or where JFR would not start. */
    public Optional<PinningRecorder> pinning() {
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
    public ModelledStack stack() {
        return launch.stack();
    }

    /** The running service, for the phases that talk to it. */
    public ServiceProcess process() {
        if (process == null) {
            throw new IllegalStateException("the " + launch.name() + " service is not started");
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
