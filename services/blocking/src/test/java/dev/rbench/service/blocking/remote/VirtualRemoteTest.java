package dev.rbench.service.blocking.remote;

import dev.rbench.service.common.testing.remote.RemoteContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/** /remote with RestClient on a virtual thread per request: the pool still bounds the calls. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.threads=virtual")
class VirtualRemoteTest extends RemoteContract {

    @LocalServerPort
    int port;

    @Override
    protected int port() {
        return port;
    }

    @Override
    protected String stack() {
        return "virtual";
    }
}
