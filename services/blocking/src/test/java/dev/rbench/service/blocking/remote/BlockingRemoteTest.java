package dev.rbench.service.blocking.remote;

import dev.rbench.service.common.testing.remote.RemoteContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** /remote with RestClient on Tomcat's platform workers, against the real downstream. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.threads=platform")
class BlockingRemoteTest extends RemoteContract {

    @Override
    protected String stack() {
        return "blocking";
    }
}
