package dev.rbench.service.common.testing;

import org.junit.jupiter.api.BeforeEach;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A test of one running service: each subclass is a {@code @SpringBootTest} on a random port; the
 * port is injected here, and a client for it is made before each test.
 */
public abstract class ServiceTest {

    @LocalServerPort
    protected int port;

    protected ServiceHttpClient http;

    @BeforeEach
    void client() {
        http = new ServiceHttpClient(port);
    }
}
