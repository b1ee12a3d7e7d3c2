package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.HttpRequestDecoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The hello server's answers: pre-encoded bytes, one a request, flushed once a read, and the connection's end kept. */
class HelloCommandTest {

    private static final String OK = "HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 5\r\n";

    @Test
    void answersEachKeepAliveRequestOfOneReadAndKeepsTheConnection() {
        EmbeddedChannel ch = server();
        ch.writeInbound(ascii("GET / HTTP/1.1\r\nhost: x\r\n\r\nGET /two HTTP/1.1\r\nHost: x\r\n\r\n"));
        assertThat(written(ch)).isEqualTo(OK + "connection: keep-alive\r\n\r\nhello" + OK + "connection: keep-alive\r\n\r\nhello");
        assertThat(ch.isOpen()).isTrue();
        ch.writeInbound(ascii("GET / HTTP/1.1\r\nhost: x\r\n\r\n"));
        assertThat(written(ch)).isEqualTo(OK + "connection: keep-alive\r\n\r\nhello");
        assertThat(ch.finishAndReleaseAll()).isFalse();
    }

    @Test
    void aRequestSplitAcrossReadsIsAnsweredOnceWhole() {
        assertAnsweredOnlyAfterBothReads("GET / HTTP/1.1\r\nho", "st: x\r\n\r\n");
        assertAnsweredOnlyAfterBothReads("POST / HTTP/1.1\r\nhost: x\r\ncontent-length: 6\r\n\r\nabc", "def");
    }

    private static void assertAnsweredOnlyAfterBothReads(String first, String second) {
        EmbeddedChannel ch = server();
        ch.writeInbound(ascii(first));
        assertThat(written(ch)).as("answered before the request's end").isEmpty();
        ch.writeInbound(ascii(second));
        assertThat(written(ch)).isEqualTo(OK + "connection: keep-alive\r\n\r\nhello");
    }

    @Test
    void connectionCloseAndHttp10AreAnsweredThenClosed() {
        EmbeddedChannel close = server();
        close.writeInbound(ascii("GET / HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n"));
        assertThat(written(close)).isEqualTo(OK + "connection: close\r\n\r\nhello");
        assertThat(close.isOpen()).isFalse();

        EmbeddedChannel http10 = server();
        http10.writeInbound(ascii("GET / HTTP/1.0\r\n\r\n"));
        assertThat(written(http10)).endsWith("connection: close\r\n\r\nhello");
        assertThat(http10.isOpen()).isFalse();
    }

    @Test
    void aMalformedRequestGets400AndTheConnectionCloses() {
        EmbeddedChannel ch = server();
        ch.writeInbound(ascii("GET / HTTP/1.1\r\nhost: x\r\ncontent-length: nope\r\n\r\nGET / HTTP/1.1\r\n\r\n"));
        assertThat(written(ch)).isEqualTo("HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\nconnection: close\r\n\r\n");
        assertThat(ch.isOpen()).isFalse();
    }

    private static EmbeddedChannel server() {
        return new EmbeddedChannel(new HttpRequestDecoder(), new HelloCommand.Hello());
    }

    private static ByteBuf ascii(String s) {
        return Unpooled.copiedBuffer(s, StandardCharsets.US_ASCII);
    }

    /** Everything flushed to the socket so far, as text. */
    private static String written(EmbeddedChannel ch) {
        StringBuilder out = new StringBuilder();
        for (ByteBuf b; (b = ch.readOutbound()) != null; ) {
            out.append(b.toString(StandardCharsets.US_ASCII));
            b.release();
        }
        return out.toString();
    }
}
