package dev.rbench.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ServicePropertyTest {

    @Test
    void anArgumentIsTheSpringCommandLineForm() {
        assertThat(ServiceProperty.arg(ServiceProperty.MONGO_POOL_SIZE, 100)).isEqualTo("--rbench.mongo.pool-size=100");
    }

    @Test
    void anEnvironmentVariableIsWhatSpringsRelaxedBindingReadsAsTheProperty() {
        assertThat(ServiceProperty.env(ServiceProperty.POSTGRES_URL)).isEqualTo("RBENCH_POSTGRES_URL");
        assertThat(ServiceProperty.env(ServiceProperty.CASSANDRA_CONTACT_POINT)).isEqualTo("RBENCH_CASSANDRA_CONTACT_POINT");
    }
}
