package dev.rbench.runner.stack;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.model.StackKind;
import dev.rbench.protocol.ServiceInfo;
import dev.rbench.protocol.ServiceInfo.HandlerThreadCounts;
import dev.rbench.protocol.ServiceInfo.PostgresInfo;
import dev.rbench.runner.backend.PostgresDriver;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import org.junit.jupiter.api.Test;

class StacksTest {

    private static final String RECORDS = "path: /records?store=postgres&size=1kb&count=10\n";

    private static Scenario scenario(String yaml) {
        return ScenarioYaml.read(yaml, "s.yaml").build();
    }

    private static ServiceInfo info(String stack, String postgresDriver) {
        PostgresInfo postgres = postgresDriver == null ? null : new PostgresInfo(postgresDriver, "rbench", 10, 1000, 1000, 100, null);
        return new ServiceInfo(stack, null, 4, 1024, false, "reactor-http-epoll-1", false, "25", 1, 512, null, postgres, null, null);
    }

    @Test
    void reactiveJdbcIsTheReactiveStackReadingPostgresWithJdbc() {
        StackDefinition jdbc = Stacks.get("reactive:jdbc");
        assertThat(jdbc.name()).isEqualTo("reactive:jdbc");
        assertThat(jdbc.modelKind()).isEqualTo(StackKind.REACTIVE);
        assertThat(jdbc.serviceModule()).isEqualTo("reactive");
        assertThat(jdbc.postgresDriver()).contains(PostgresDriver.JDBC);
        assertThat(jdbc.access()).isEmpty();
        assertThat(jdbc.batchSize()).isEmpty();
        Scenario postgres = scenario(RECORDS + "database: postgres\nstacks: [reactive, reactive:jdbc]\n");
        assertThat(jdbc.serviceArgs(postgres)).contains("--rbench.postgres.driver=jdbc");
        assertThat(Stacks.get("reactive").serviceArgs(postgres)).noneMatch(a -> a.startsWith("--rbench.postgres.driver"));
        // No MongoDB way to record on a PostgreSQL run; the runner adds the driver itself.
        assertThat(jdbc.config(postgres)).doesNotContainKeys("access", "batchSize").containsEntry("framework", "spring-webflux");
        assertThat(Stacks.get("blocking").postgresDriver()).contains(PostgresDriver.JDBC);
        assertThat(Stacks.get("virtual").postgresDriver()).contains(PostgresDriver.JDBC);
        assertThat(Stacks.get("reactive").postgresDriver()).contains(PostgresDriver.R2DBC);
    }

    @Test
    void jdbcOnMvcIsRefusedWithWhatToNameInstead() {
        assertThat(Stacks.find("blocking:jdbc")).isEmpty();
        assertThat(Stacks.find("virtual:jdbc")).isEmpty();
        assertThat(Stacks.problem("blocking:jdbc", null)).contains(
                "'blocking:jdbc': blocking always reads PostgreSQL with JDBC; name it 'blocking'"
                        + " (':jdbc' is for WebFlux on event loops: reactive:jdbc)");
        assertThatThrownBy(() -> Stacks.get("virtual:jdbc")).hasMessageContaining("name it 'virtual'");
        assertThat(Stacks.problem("reactive:odbc", null)).get().asString().startsWith("unknown stack 'reactive:odbc'; valid: ")
                .contains("reactive:jdbc");
    }

    @Test
    void reactiveJdbcNeedsPostgres() {
        assertThat(Stacks.problem("reactive:jdbc", scenario(RECORDS + "database: postgres\n").backend())).isEmpty();
        assertThat(Stacks.problem("reactive:jdbc", scenario(RECORDS + "database: mongo+postgres\n").backend())).isEmpty();
        assertThat(Stacks.problem("reactive:jdbc", scenario("path: /documents/1\ndatabase: mongo\n").backend())).contains(
                "'reactive:jdbc' reads PostgreSQL with JDBC; it needs backend: postgres or mongo+postgres"
                        + " (for MongoDB name an access way instead, e.g. reactive:driver)");
        assertThatThrownBy(() -> scenario("path: /delay/100\nstacks: [reactive:jdbc]\n"))
                .hasMessageContaining("stacks: 'reactive:jdbc' reads PostgreSQL with JDBC; it needs backend: postgres");
        assertThatThrownBy(() -> scenario(RECORDS + "database: postgres\nstacks: [reactive, blocking:jdbc]\n"))
                .hasMessageContaining("stacks: 'blocking:jdbc': blocking always reads PostgreSQL with JDBC");
        // The +batch=N part is still MongoDB's.
        assertThatThrownBy(() -> scenario(RECORDS + "database: postgres\nstacks: [reactive:jdbc+batch=10]\n"))
                .hasMessageContaining("names a MongoDB access way; set backend: mongo");
    }

    @Test
    void theDriverIsVerifiedFromInfoOnPostgresRunsOnly() {
        Scenario postgres = scenario(RECORDS + "database: postgres\n");
        ServiceInfo r2dbc = info("reactive", "r2dbc");
        ServiceInfo jdbc = info("reactive", "jdbc");
        StackDefinition variant = Stacks.get("reactive:jdbc");
        assertThat(variant.verify(jdbc, postgres)).isEmpty();
        assertThat(variant.verifyPostgres(jdbc, postgres)).isEmpty();
        assertThat(variant.verifyPostgres(r2dbc, postgres)).containsExactly("service reads PostgreSQL with 'r2dbc', expected 'jdbc'");
        assertThat(Stacks.get("reactive").verifyPostgres(r2dbc, postgres)).isEmpty();
        assertThat(Stacks.get("reactive").verifyPostgres(jdbc, postgres)).containsExactly("service reads PostgreSQL with 'jdbc', expected 'r2dbc'");
        assertThat(Stacks.get("blocking").verifyPostgres(info("blocking", null), postgres))
                .containsExactly("service reads PostgreSQL with '', expected 'jdbc'");
        // Without PostgreSQL there is nothing to check.
        assertThat(Stacks.get("reactive").verifyPostgres(info("reactive", null), scenario("path: /delay/100\n"))).isEmpty();
    }

    @Test
    void mvcIsVerifiedByItsThreadsAsInfoReportsThem() {
        Scenario s = scenario("path: /delay/100\nserverThreads: 50\n");
        ServiceInfo asAsked = new ServiceInfo("blocking", 50, null, 1024, false, "http-nio-1", false, "25", 1, 512,
                null, null, null, null);
        assertThat(Stacks.get("blocking").verify(asAsked, s)).isEmpty();
        ServiceInfo wrong = new ServiceInfo("virtual", null, null, 1024, true, "tomcat-handler-0", true, "25", 1, 512,
                null, null, null, null);
        assertThat(Stacks.get("blocking").verify(wrong, s)).containsExactly(
                "service reports stack 'virtual', expected 'blocking'",
                "requests are handled on virtual threads (tomcat-handler-0), expected platform",
                "Tomcat runs null threads, expected 50");
    }

    private static ServiceInfo virtualNetty(boolean virtualThreads, String handlerThread, HandlerThreadCounts counts) {
        return new ServiceInfo("virtual-netty", null, 2, 1024, virtualThreads, handlerThread, handlerThread.startsWith("virtual"),
                "25", 1, 512, null, null, null, null, null, null, null, counts);
    }

    @Test
    void virtualNettyIsTheWebFluxJarWithThreadHandlersModelledWithoutAThreadCeiling() {
        StackDefinition vn = Stacks.get("virtual-netty");
        assertThat(vn.name()).isEqualTo("virtual-netty");
        assertThat(vn.modelKind()).isEqualTo(StackKind.VIRTUAL_NETTY);
        assertThat(vn.serviceModule()).isEqualTo("reactive");
        Scenario s = scenario("path: /delay/100\neventLoops: 2\n");
        assertThat(vn.serviceArgs(s)).containsExactly("--rbench.threads=virtual", "--rbench.event-loops=2");
        assertThat(Stacks.get("reactive").serviceArgs(s)).containsExactly("--rbench.event-loops=2");
        assertThat(vn.config(s)).containsEntry("server", "netty").containsEntry("threads", "virtual").containsEntry("eventLoops", 2);
        assertThat(vn.modelThreads(s)).isEqualTo(dev.rbench.model.ModelInput.UNLIMITED);
        assertThat(Stacks.names()).containsExactly("blocking", "virtual", "reactive", "virtual-netty");
        assertThat(Stacks.get("virtual-netty:driver").modelKind()).isEqualTo(StackKind.VIRTUAL_NETTY);
        assertThat(Stacks.find("virtual-netty:jdbc")).isEmpty();
        assertThat(Stacks.find("netty-virtual")).isEmpty();
        assertThat(Stacks.problem("virtual-netty", scenario("path: /delay/100\n").backend())).isEmpty();
    }

    @Test
    void virtualNettyLoadsOnMongoDbAndPostgresAndReadsPostgresWithJdbc() {
        // each way of reaching MongoDB, and the records routes of both stores
        Scenario mongo = scenario("path: /documents/1\ndatabase: mongo\nstacks: [virtual-netty, virtual-netty:repository]\n");
        assertThat(mongo.stacks()).containsExactly("virtual-netty", "virtual-netty:repository");
        assertThat(Stacks.get("virtual-netty:driver").serviceArgs(mongo)).containsExactly("--rbench.threads=virtual");
        Scenario postgres = scenario(RECORDS + "database: mongo+postgres\nstacks: [virtual-netty]\n");
        assertThat(postgres.stacks()).containsExactly("virtual-netty");
        StackDefinition vn = Stacks.get("virtual-netty");
        assertThat(vn.postgresDriver()).contains(PostgresDriver.JDBC);
        assertThat(vn.verifyPostgres(info("virtual-netty", "jdbc"), postgres)).isEmpty();
        assertThat(vn.verifyPostgres(info("virtual-netty", "r2dbc"), postgres))
                .containsExactly("service reads PostgreSQL with 'r2dbc', expected 'jdbc'");
    }

    @Test
    void virtualNettyPassesOnlyWhenItsHandlersCountedVirtualThreads() {
        Scenario s = scenario("path: /delay/100\neventLoops: 2\n");
        StackDefinition vn = Stacks.get("virtual-netty");
        ServiceInfo before = virtualNetty(true, "virtual-7", new HandlerThreadCounts(3, 0));
        assertThat(vn.verify(before, s)).isEmpty();
        assertThat(vn.verifyHandlerThreads(before, virtualNetty(true, "virtual-9", new HandlerThreadCounts(4, 0)))).isEmpty();
        // the handlers ran on the event loops, as they do with Boot's virtual threads off
        ServiceInfo onLoops = virtualNetty(false, "rbench-http-epoll-1", new HandlerThreadCounts(0, 0));
        assertThat(vn.verify(onLoops, s)).containsExactly("Spring Boot's virtual threads are off (spring.threads.virtual.enabled),"
                + " so WebFlux has no blocking executor and the handlers run on the event loops");
        assertThat(vn.verifyHandlerThreads(onLoops, virtualNetty(false, "rbench-http-epoll-1", new HandlerThreadCounts(0, 1))))
                .containsExactly("1 of 1 probe requests ran their handler on a platform thread (an event loop), not a virtual thread");
        // the route's handler is a reactive one that counts nothing
        assertThat(vn.verifyHandlerThreads(before, before)).singleElement().asString()
                .startsWith("no probe request ran a blocking-style handler on a virtual thread");
        // a service from before the counts
        assertThat(vn.verifyHandlerThreads(virtualNetty(true, "virtual-1", null), before)).singleElement().asString()
                .contains("does not count its handlers' threads");
        // the other stacks prove nothing this way, and a variant asks its base
        assertThat(Stacks.get("reactive").verifyHandlerThreads(onLoops, before)).isEmpty();
        assertThat(Stacks.get("virtual-netty:template").verifyHandlerThreads(before, before)).hasSize(1);
    }
}
