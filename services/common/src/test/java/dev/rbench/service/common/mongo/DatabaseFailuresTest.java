package dev.rbench.service.common.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.MongoSocketOpenException;
import com.mongodb.MongoSocketReadTimeoutException;
import com.mongodb.MongoTimeoutException;
import com.mongodb.MongoWriteException;
import com.mongodb.ServerAddress;
import com.mongodb.WriteError;
import dev.rbench.service.common.errors.ApiException;
import java.net.SocketTimeoutException;
import java.util.stream.Stream;
import org.bson.BsonDocument;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.dao.InvalidDataAccessApiUsageException;

/** The driver's own exceptions and Spring Data's translations of them get the same answer. */
class DatabaseFailuresTest {
    private static final ServerAddress SERVER = new ServerAddress("db.internal", 27017);

    static Stream<Arguments> failures() {
        var serverSelection = new MongoTimeoutException("Timed out after 300 ms while waiting for a server");
        var poolWait = new MongoTimeoutException("Timed out after 300 ms while waiting for a connection to server");
        var readTimeout = new MongoSocketReadTimeoutException("Timeout while receiving message", SERVER,
                new SocketTimeoutException("Read timed out"));
        var refused = new MongoSocketOpenException("Exception opening socket", SERVER);
        var duplicate = new MongoWriteException(new WriteError(11000, "E11000 duplicate key", new BsonDocument()), SERVER);
        return Stream.of(
                Arguments.of(serverSelection, 503, "database timed out: MongoTimeoutException"),
                Arguments.of(poolWait, 503, "database timed out: MongoTimeoutException"),
                Arguments.of(readTimeout, 503, "database timed out: MongoSocketReadTimeoutException"),
                Arguments.of(new DataAccessResourceFailureException("translated", readTimeout), 503,
                        "database timed out: MongoSocketReadTimeoutException"),
                Arguments.of(refused, 503, "database unreachable: MongoSocketOpenException"),
                Arguments.of(duplicate, 409, "an entity with that id already exists"),
                Arguments.of(new DuplicateKeyException("translated", duplicate), 409, "an entity with that id already exists"),
                Arguments.of(new InvalidDataAccessApiUsageException("bad"), 500,
                        "database error: InvalidDataAccessApiUsageException"));
    }

    @ParameterizedTest
    @MethodSource("failures")
    void mapsToStatusAndAReasonThatNamesNoHost(RuntimeException failure, int status, String reason) {
        ApiException answer = DatabaseFailures.classify(failure);
        assertThat(answer.status().value()).isEqualTo(status);
        assertThat(answer.getMessage()).isEqualTo(reason).doesNotContain("db.internal");
    }
}
