package dev.rbench.runner.app;

import dev.rbench.infra.cgroup.ResourceLimits;
import dev.rbench.runner.service.AppProcess;
import dev.rbench.runner.service.ServiceProcess;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Stands in for rbench in {@link AppRunIT}: starts {@link WaitingApp} as a variant, prints its
 * group's id and waits to be killed, so the test can SIGKILL it and see the watchdog stop the app.
 *
 * <p>Usage: {@code LaunchAndWait RUN_DIR CLASSPATH}
 */
public final class LaunchAndWait {

    private LaunchAndWait() {
    }

    public static void main(String[] args) throws Exception {
        List<String> argv = List.of("java", "-cp", args[1], WaitingApp.class.getName(), "{port}", "virtual", "10", "0");
        ServiceProcess app = AppProcess.start(new AppProcess.Launch("orphan", new AppSource.Command(argv, Path.of(""), "/ready",
                Map.of(), false), AppVariant.DEFAULT, 128, Duration.ofSeconds(30), Map.of(), ResourceLimits.NONE), Path.of(args[0]));
        System.out.println("group " + app.pid());
        System.out.flush();
        Thread.sleep(Duration.ofMinutes(5));
    }
}
