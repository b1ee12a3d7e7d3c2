package dev.rbench.service.blocking.remote;

import dev.rbench.service.common.testing.remote.RemoteContract;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** /remote with RestClient on a virtual thread per request: the pool still bounds the calls. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.threads=virtual")
class VirtualRemoteTest extends RemoteContract {

    @Override
    protected String stack() {
        return "virtual";
    }
}
