package dev.rbench.service.common;

import dev.rbench.protocol.ActivitySnapshot;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /activity} on the service's own port, for anyone to look at; the runner reads the same figures from
 * {@link ActivityServer}'s side port, which busy server threads cannot hold up.
 */
@RestController
public class ActivityController {

    private final ActivitySource source;

    public ActivityController(ActivitySource source) {
        this.source = source;
    }

    @GetMapping(path = Routes.ACTIVITY, produces = MediaType.APPLICATION_JSON_VALUE)
    public ActivitySnapshot activity() {
        return source.now();
    }
}
