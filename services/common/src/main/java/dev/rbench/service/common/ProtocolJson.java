package dev.rbench.service.common;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.rbench.protocol.ServiceInfo;
import dev.rbench.protocol.ServiceInfo.CassandraInfo;
import dev.rbench.protocol.ServiceInfo.DownstreamInfo;
import dev.rbench.protocol.ServiceInfo.MongoInfo;
import dev.rbench.protocol.ServiceInfo.PostgresInfo;
import tools.jackson.databind.module.SimpleModule;

/**
 * Which blocks of {@code /info} are left out when they do not apply. The protocol module has no
 * dependencies, so this is declared here, as Jackson mix-ins registered with each stack's mapper;
 * the field order is the records' (Jackson writes record components in declaration order).
 */
public final class ProtocolJson {

    private ProtocolJson() {
    }

    public static SimpleModule module() {
        return new SimpleModule("rbench-protocol")
                .setMixInAnnotation(ServiceInfo.class, ServiceInfoJson.class)
                .setMixInAnnotation(PostgresInfo.class, PostgresInfoJson.class)
                .setMixInAnnotation(ServiceInfo.Versions.class, VersionsJson.class);
    }

    abstract static class ServiceInfoJson {
        // Absent (not null) when not configured, so /info without a database is unchanged.
        @JsonInclude(JsonInclude.Include.NON_NULL)
        abstract MongoInfo mongo();

        @JsonInclude(JsonInclude.Include.NON_NULL)
        abstract PostgresInfo postgres();

        @JsonInclude(JsonInclude.Include.NON_NULL)
        abstract CassandraInfo cassandra();

        @JsonInclude(JsonInclude.Include.NON_NULL)
        abstract DownstreamInfo downstream();
    }

    abstract static class VersionsJson {
        // A server's version only where that server runs.
        @JsonInclude(JsonInclude.Include.NON_NULL)
        abstract String tomcat();

        @JsonInclude(JsonInclude.Include.NON_NULL)
        abstract String netty();
    }

    abstract static class PostgresInfoJson {
        // Only WebFlux with JDBC has boundedElastic threads to report.
        @JsonInclude(JsonInclude.Include.NON_NULL)
        abstract Integer jdbcThreads();
    }
}
