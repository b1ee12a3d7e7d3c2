package dev.rbench.service.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ListeningAnnouncerTest {

    @Test
    void listeningLineIsTheContract() {
        assertThat(ListeningAnnouncer.listeningLine(ServiceStack.VIRTUAL, 43125))
                .isEqualTo("rbench-service listening stack=virtual port=43125");
    }

    @Test
    void mvcStackFollowsTheThreadModel() {
        assertThat(ServiceStack.mvc(true).id()).isEqualTo("virtual");
        assertThat(ServiceStack.mvc(false).id()).isEqualTo("blocking");
        assertThat(ServiceStack.REACTIVE.id()).isEqualTo("reactive");
    }
}
