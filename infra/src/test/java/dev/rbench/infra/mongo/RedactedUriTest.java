package dev.rbench.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RedactedUriTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "mongodb://user:pass@host/db?authSource=admin | mongodb://user:***@host/db?authSource=admin",
            "mongodb+srv://user:pass@cluster0.abc.mongodb.net/?retryWrites=true&w=majority | mongodb+srv://user:***@cluster0.abc.mongodb.net/?retryWrites=true&w=majority",
            "mongodb://user:p@ss@host:27017 | mongodb://user:***@host:27017",
            "mongodb://user:p%40ss@host:27017/db | mongodb://user:***@host:27017/db",
            "mongodb://user:pa:ss@h1:27017,h2:27018/db?replicaSet=rs0 | mongodb://user:***@h1:27017,h2:27018/db?replicaSet=rs0",
            "mongodb://user:pa/ss@host/db | mongodb://user:***@host/db",
            "mongodb://user:pa?ss@host/db | mongodb://user:***@host/db",
            "mongodb://user@host/db | mongodb://user@host/db",
            "mongodb://127.0.0.1:27017 | mongodb://127.0.0.1:27017",
            "mongodb://host/db?appName=me@example | mongodb://host/db?appName=me@example",
            "mongodb://host/db?password=hunter2&authSource=admin | mongodb://host/db?password=***&authSource=admin",
            "mongodb://u:p@host/db?tlsCertificateKeyFilePassword=x&ssl=true | mongodb://u:***@host/db?tlsCertificateKeyFilePassword=***&ssl=true",
            "mongodb://host/?authMechanism=MONGODB-AWS&authMechanismProperties=AWS_SESSION_TOKEN:tok,SERVICE_NAME:m | mongodb://host/?authMechanism=MONGODB-AWS&authMechanismProperties=AWS_SESSION_TOKEN:***,SERVICE_NAME:m",
            "mongodb://[::1]:27017/db | mongodb://[::1]:27017/db",
            "user:pass@host | user:***@host",
    })
    void hidesThePasswordAndKeepsTheRest(String uri, String expected) {
        assertThat(RedactedUri.redact(uri)).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "://", "@", ":@", "mongodb://", "mongodb://@", "mongodb://:@/?", "mongodb://u:@h",
            "?=&=", "mongodb://h/?a", "not a uri at all", "mongodb://u:secret@", "%%%:s3cr3t@@@"})
    void neverThrowsAndNeverShowsASecretOnJunk(String junk) {
        String redacted = RedactedUri.redact(junk);
        assertThat(redacted).isNotNull().doesNotContain("secret").doesNotContain("s3cr3t");
    }

    @org.junit.jupiter.api.Test
    void nullBecomesEmpty() {
        assertThat(RedactedUri.redact(null)).isEmpty();
    }
}
