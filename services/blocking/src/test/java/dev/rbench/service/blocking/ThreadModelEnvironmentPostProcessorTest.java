package dev.rbench.service.blocking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.service.common.errors.InvalidServicePropertyException;
import dev.rbench.service.common.testing.StartupRefusal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.mock.env.MockEnvironment;

@ExtendWith(OutputCaptureExtension.class)
class ThreadModelEnvironmentPostProcessorTest {
    private final ThreadModelEnvironmentPostProcessor processor = new ThreadModelEnvironmentPostProcessor();

    @ParameterizedTest
    @CsvSource({
            ",,false,200",
            "platform,7,false,7",
            "virtual,,true,200",
            "VIRTUAL,100000,true,100000"})
    void derivesBootThreadProperties(String threads, String serverThreads, String virtual, String max) {
        MockEnvironment env = new MockEnvironment();
        if (threads != null) {
            env.setProperty("rbench.threads", threads);
        }
        if (serverThreads != null) {
            env.setProperty("rbench.server-threads", serverThreads);
        }
        processor.postProcessEnvironment(env, new SpringApplication());
        assertThat(env.getProperty("spring.threads.virtual.enabled")).isEqualTo(virtual);
        assertThat(env.getProperty("server.tomcat.threads.max")).isEqualTo(max);
    }

    @Test
    void theRbenchSwitchWinsOverTheBootProperty() {
        MockEnvironment env = new MockEnvironment()
                .withProperty("rbench.threads", "platform")
                .withProperty("spring.threads.virtual.enabled", "true");
        processor.postProcessEnvironment(env, new SpringApplication());
        assertThat(env.getProperty("spring.threads.virtual.enabled")).isEqualTo("false");
    }

    /** The accept backlog and the connection cap reach Tomcat only when given; absent, Tomcat keeps its own default. */
    @ParameterizedTest
    @CsvSource({"rbench.accept-backlog,server.tomcat.accept-count,4096", "rbench.max-connections,server.tomcat.max-connections,20000"})
    void aTomcatLimitIsSetOnlyWhenGiven(String property, String tomcatProperty, String value) {
        MockEnvironment given = new MockEnvironment().withProperty(property, value);
        processor.postProcessEnvironment(given, new SpringApplication());
        assertThat(given.getProperty(tomcatProperty)).isEqualTo(value);

        MockEnvironment absent = new MockEnvironment();
        processor.postProcessEnvironment(absent, new SpringApplication());
        assertThat(absent.getProperty(tomcatProperty)).isNull();
    }

    @ParameterizedTest
    @CsvSource({"rbench.max-connections,0", "rbench.max-connections,1000001", "rbench.threads,green", "rbench.server-threads,0", "rbench.server-threads,100001",
            "rbench.server-threads,many", "rbench.accept-backlog,0", "rbench.accept-backlog,65536",
            "rbench.accept-backlog,lots"})
    void rejectsInvalidValues(String property, String value) {
        MockEnvironment env = new MockEnvironment().withProperty(property, value);
        assertThatThrownBy(() -> processor.postProcessEnvironment(env, new SpringApplication()))
                .isInstanceOfSatisfying(InvalidServicePropertyException.class,
                        e -> assertThat(e.property()).isEqualTo(property));
    }

    @Test
    void invalidThreadsFailsStartupWithOneLine(CapturedOutput output) {
        StartupRefusal.assertRefused(output, BlockingServiceApplication.class,
                "rbench-service failed to start: invalid rbench.threads='green': must be one of platform, virtual",
                "--rbench.threads=green");
    }
}
