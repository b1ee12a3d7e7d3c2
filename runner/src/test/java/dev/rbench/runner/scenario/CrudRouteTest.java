package dev.rbench.runner.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The route ids scenarios are written with, and the request each one sends: a rename here breaks presets. */
class CrudRouteTest {

    @Test
    void idsMethodsAndPathsAreTheStudysRoutes() {
        assertThat(Arrays.stream(CrudRoute.values()).map(r -> r.id() + " " + r.method() + " " + r.path()))
                .containsExactly("get-one GET /entities/e1", "find-all GET /entities", "query GET /entities/query?name=alpha",
                        "create POST /entities", "create-many POST /entities/many", "replace PUT /entities",
                        "replace-many PUT /entities/many");
        assertThat(CrudRoute.byId("replace-many")).contains(CrudRoute.REPLACE_MANY);
        assertThat(CrudRoute.byId("REPLACE_MANY")).isEmpty();
    }
}
