package dev.rbench.runner.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RouteStepTest {

    @Test
    void aPathsQueryNamesTheStoreWhosePoolTheStepReads() {
        RouteStep records = RouteStep.parse("/records?store=postgres&size=10kb&count=100&via=function").orElseThrow();
        assertThat(records.queryValue("store")).contains("postgres");
        assertThat(records.queryValue("via")).contains("function");
        assertThat(records.queryValue("sto")).isEmpty();
        assertThat(RouteStep.parse("/delay/10").orElseThrow().queryValue("store")).isEmpty();
        assertThat(RouteStep.parse("find-all").orElseThrow().queryValue("store")).isEmpty();
    }
}
