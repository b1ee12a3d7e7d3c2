package dev.rbench.service.common;

import dev.rbench.protocol.ParentWatchdog;
import dev.rbench.service.common.property.ServiceProperties;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationEnvironmentPreparedEvent;
import org.springframework.context.ApplicationListener;

/**
 * Starts the {@link ParentWatchdog} when {@code --rbench.parent-pid} is given. Registered in
 * spring.factories and run as soon as the environment is ready, before the context and server
 * start, so a runner that dies during a slow startup is noticed too.
 */
public class ParentWatchdogStarter implements ApplicationListener<ApplicationEnvironmentPreparedEvent> {
    // One watchdog per JVM, even if several application contexts are started in it.
    private static final AtomicBoolean STARTED = new AtomicBoolean();
    private static final Logger log = LoggerFactory.getLogger(ParentWatchdogStarter.class);

    @Override
    public void onApplicationEvent(ApplicationEnvironmentPreparedEvent event) {
        Long parentPid = ServiceProperties.positiveLong(event.getEnvironment(), ServiceProperties.PARENT_PID);
        if (parentPid == null || !STARTED.compareAndSet(false, true)) {
            return;
        }
        ParentWatchdog.of(parentPid, () -> {
            log.warn("rbench-service: parent process {} is gone, exiting", parentPid);
            JvmExit.exitOrHalt(JvmExit.PARENT_GONE_STATUS, JvmExit.HALT_AFTER);
        }).start();
    }
}
