package dev.rbench.service.blocking.remote;

import dev.rbench.service.common.testing.remote.RemoteContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/** /remote with RestClient on Tomcat's platform workers, against the real downstream. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.threads=platform")
class BlockingRemoteTest extends RemoteContract {

    @LocalServerPort
    int port;

    @Override
    protected int port() {
        return port;
    }

    @Override
    protected String stack() {
        return "blocking";
    }
}
