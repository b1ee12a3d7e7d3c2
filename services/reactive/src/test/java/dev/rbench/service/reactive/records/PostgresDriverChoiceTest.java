package dev.rbench.service.reactive.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.rbench.protocol.ServiceInfo.PostgresInfo;
import dev.rbench.service.common.testing.StartupRefusal;
import dev.rbench.service.reactive.ReactiveServiceApplication;
import io.r2dbc.pool.ConnectionPool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import reactor.core.scheduler.Schedulers;

/**
 * {@code --rbench.postgres.driver} on the WebFlux service, without a database (neither pool connects
 * before a request): it picks which pool and store exist, /info's "postgres" names it, and any other
 * value stops the start in one line.
 */
@ExtendWith(OutputCaptureExtension.class)
class PostgresDriverChoiceTest {

    // Nothing listens there; nothing connects at start.
    private static final String URL = "--rbench.postgres.url=postgresql://127.0.0.1:9/nowhere";

    @Test
    void jdbcMakesTheJdbcStoreAndNoR2dbcPool() {
        try (ConfigurableApplicationContext context = start("--rbench.postgres.driver=jdbc")) {
            assertThat(context.getBean(ReactiveRecordStore.class)).isInstanceOf(JdbcReactiveRecordStore.class);
            assertThat(context.getBeanNamesForType(ConnectionPool.class)).isEmpty();
            PostgresInfo info = context.getBean(PostgresInfo.class);
            assertThat(info.driver()).isEqualTo("jdbc");
            assertThat(info.jdbcThreads()).isEqualTo(Schedulers.DEFAULT_BOUNDED_ELASTIC_SIZE);
        }
    }

    @Test
    void r2dbcIsTheDefaultAndMakesNoJdbcPool() {
        try (ConfigurableApplicationContext context = start()) {
            assertThat(context.getBean(ReactiveRecordStore.class)).isInstanceOf(R2dbcRecordStore.class);
            assertThat(context.getBeanNamesForType(HikariDataSource.class)).isEmpty();
            assertThat(context.getBean(PostgresInfo.class).driver()).isEqualTo("r2dbc");
            assertThat(context.getBean(PostgresInfo.class).jdbcThreads()).isNull();
        }
    }

    @Test
    void anInvalidDriverFailsStartupWithOneLine(CapturedOutput output) {
        StartupRefusal.assertRefused(output, ReactiveServiceApplication.class,
                "rbench-service failed to start: invalid rbench.postgres.driver='jdbc-on-loom': must be one of jdbc, r2dbc",
                URL, "--rbench.postgres.driver=jdbc-on-loom");
    }

    @Test
    void virtualNettyReadsWithMvcsJdbcStoreByDefault() {
        try (ConfigurableApplicationContext context = start("--rbench.threads=virtual")) {
            assertThat(context.getBean(dev.rbench.service.common.records.RecordStore.class))
                    .isInstanceOf(dev.rbench.service.common.postgres.JdbcRecordStore.class);
            assertThat(context.getBeanNamesForType(ConnectionPool.class)).isEmpty();
            assertThat(context.getBeanNamesForType(ReactiveRecordStore.class)).isEmpty();
            assertThat(context.getBean(PostgresInfo.class).driver()).isEqualTo("jdbc");
        }
    }

    @Test
    void virtualNettyRefusesR2dbcWithOneLine(CapturedOutput output) {
        StartupRefusal.assertRefused(output, ReactiveServiceApplication.class,
                "rbench-service failed to start: invalid rbench.postgres.driver='r2dbc': the WebFlux service with"
                        + " --rbench.threads=virtual reads PostgreSQL with jdbc only; leave it out or give jdbc",
                URL, "--rbench.threads=virtual", "--rbench.postgres.driver=r2dbc");
    }

    private static ConfigurableApplicationContext start(String... args) {
        String[] all = new String[args.length + 2];
        all[0] = URL;
        all[1] = "--server.port=0";
        System.arraycopy(args, 0, all, 2, args.length);
        return SpringApplication.run(ReactiveServiceApplication.class, all);
    }
}
