package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.HttpResponseDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fast response parser against Netty's decoder: for every input, fed whole and split at every byte, the
 * listener must hear exactly what the decoder path (HttpResponseDecoder + ResponseHandler) makes it hear, and the
 * fast shapes must not switch the connection to the decoder.
 */
class FastResponseHandlerTest {

    private static final String HELLO = "HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 5\r\n"
            + "connection: keep-alive\r\n\r\nhello";

    /** What a listener heard, one line per call. */
    private static final class Recorder implements ResponseHandler.Listener {
        final List<String> calls = new ArrayList<>();

        @Override
        public void onResponse(Channel channel, int status, boolean keepAlive, boolean decodeFailed) {
            calls.add("response " + status + (keepAlive ? " keep-alive" : " close") + (decodeFailed ? " failed" : ""));
        }

        @Override
        public void onFailure(Channel channel, Throwable cause) {
            calls.add("failure " + cause.getClass().getSimpleName());
        }

        @Override
        public void onClosed(Channel channel) {
            calls.add("closed");
        }
    }

    /** Feeds the pieces, then closes the channel; returns the calls and whether the decoder was installed. */
    private static Result feed(boolean fast, List<byte[]> pieces) {
        Recorder recorder = new Recorder();
        EmbeddedChannel channel = fast ? new EmbeddedChannel(new FastResponseHandler(recorder))
                : new EmbeddedChannel(new HttpResponseDecoder(), new ResponseHandler(recorder));
        List<ByteBuf> sent = new ArrayList<>();
        for (byte[] piece : pieces) {
            ByteBuf buf = Unpooled.copiedBuffer(piece);
            sent.add(buf);
            channel.writeInbound(buf);
        }
        boolean decoder = channel.pipeline().get(HttpResponseDecoder.class) != null;
        channel.close();
        channel.finishAndReleaseAll();
        for (ByteBuf buf : sent) {
            assertThat(buf.refCnt()).as("every read buffer is released").isZero();
        }
        return new Result(recorder.calls, decoder);
    }

    private record Result(List<String> calls, boolean usedDecoder) {
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** Asserts the fast path hears what the decoder path hears, whole and split in two at every position. */
    private static Result assertSameAsDecoder(String response) {
        byte[] bytes = ascii(response);
        Result expected = feed(false, List.of(bytes));
        Result whole = feed(true, List.of(bytes));
        assertThat(whole.calls()).as("whole: %s", response).isEqualTo(expected.calls());
        for (int cut = 1; cut < bytes.length; cut++) {
            byte[] a = java.util.Arrays.copyOfRange(bytes, 0, cut);
            byte[] b = java.util.Arrays.copyOfRange(bytes, cut, bytes.length);
            Result split = feed(true, List.of(a, b));
            assertThat(split.calls()).as("split at %d: %s", cut, response).isEqualTo(feed(false, List.of(a, b)).calls());
            // a head split across reads is read whole once the rest comes: no switch to the decoder for that
            assertThat(split.usedDecoder()).as("decoder used when split at %d: %s", cut, response)
                    .isEqualTo(whole.usedDecoder());
        }
        // one byte at a time
        List<byte[]> single = new ArrayList<>();
        for (byte x : bytes) {
            single.add(new byte[] {x});
        }
        Result byByte = feed(true, single);
        assertThat(byByte.calls()).as("byte by byte: %s", response).isEqualTo(expected.calls());
        assertThat(byByte.usedDecoder()).as("decoder used byte by byte: %s", response).isEqualTo(whole.usedDecoder());
        return whole;
    }

    @Test
    void theServicesResponseIsReadWithoutTheDecoder() {
        Result r = assertSameAsDecoder(HELLO);
        assertThat(r.calls()).containsExactly("response 200 keep-alive", "closed");
        assertThat(r.usedDecoder()).isFalse();
    }

    @Test
    void severalResponsesInOneReadAndBodiesSplitAnywhere() {
        Result r = assertSameAsDecoder(HELLO + HELLO.replace("200 OK", "503 Service Unavailable") + HELLO);
        assertThat(r.calls()).containsExactly("response 200 keep-alive", "response 503 keep-alive",
                "response 200 keep-alive", "closed");
        assertThat(r.usedDecoder()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n",
        "HTTP/1.1 200\r\nCONTENT-LENGTH:3\r\n\r\nabc",
        "HTTP/1.1 404 Not Found\r\ncontent-length:  2 \r\nX-Other: a:b\r\n\r\nno",
        "HTTP/1.1 200 OK\r\nConnection: Close\r\nContent-Length: 2\r\n\r\nok",
        "HTTP/1.1 200 OK\r\nConnection: keep-alive, close\r\nContent-Length: 2\r\n\r\nok",
        "HTTP/1.1 200 OK\r\nConnection: upgrade\r\nContent-Length: 2\r\n\r\nok",
        "HTTP/1.1 500 Internal Server Error\r\ncontent-length: 1\r\n\r\nx",
    })
    void fastShapes(String response) {
        Result r = assertSameAsDecoder(response);
        assertThat(r.usedDecoder()).as("fast shape read without the decoder").isFalse();
        assertThat(r.calls().get(0)).startsWith("response ");
    }

    @Test
    void multiByteUtf8InHeadersAndBodyIsCountedInBytes() {
        String body = "héllo wörld ✓";
        int length = body.getBytes(StandardCharsets.UTF_8).length;
        byte[] response = concat(ascii("HTTP/1.1 200 OK\r\nX-Name: "), "zoë".getBytes(StandardCharsets.UTF_8),
                ascii("\r\ncontent-length: " + length + "\r\n\r\n"), body.getBytes(StandardCharsets.UTF_8), ascii(HELLO));
        assertTwoOksReadFast(response);
    }

    /** Shapes left to Netty's decoder: the connection switches, and the listener hears what it always heard. */
    @ParameterizedTest
    @ValueSource(strings = {
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\ncontent-length: 5\r\n\r\n3\r\nabc\r\n0\r\n\r\n",
        "HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok",
        "HTTP/1.1 200 OK\r\n\r\nbody until close",
        "HTTP/1.1 204 No Content\r\nContent-Length: 3\r\n\r\n",
        "HTTP/1.1 304 Not Modified\r\n\r\n",
        "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
        "HTTP/1.1 200 OK\nContent-Length: 2\n\nok",
        "HTTP/1.1 200 OK\r\nContent-Length: 2\n\r\nok",
        "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nok",
        "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nokk",
        "HTTP/1.1 200 OK\r\nContent-Length: +2\r\n\r\nok",
        "HTTP/1.1 200 OK\r\nContent-Length: 2 2\r\n\r\nok",
        "HTTP/1.1 200 OK\r\nX-Folded: a\r\n b\r\nContent-Length: 2\r\n\r\nok",
        "HTTP/1.1 200 OK\r\nBad Name: x\r\nContent-Length: 2\r\n\r\nok",
        "HTTP/1.1 200 OK\r\nno colon here\r\nContent-Length: 2\r\n\r\nok",
        "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nX: a\rb\r\n\r\nok",
        "HTTP/1.1 2x0 OK\r\nContent-Length: 2\r\n\r\nok",
        "HTTP/1.1 200OK\r\nContent-Length: 2\r\n\r\nok",
        "http/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
        "\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
        "SSH-2.0-OpenSSH_9.6\r\n",
        "garbage that is not HTTP at all",
    })
    void otherShapesFallBackToTheDecoder(String response) {
        Result r = assertSameAsDecoder(response);
        assertThat(r.usedDecoder()).as("switched to the decoder").isTrue();
    }

    @Test
    void aFastResponseThenAChunkedOneSwitchesOnlyAtTheSecond() {
        Result r = assertSameAsDecoder(HELLO + "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n" + HELLO);
        assertThat(r.calls()).containsExactly("response 200 keep-alive", "response 200 keep-alive",
                "response 200 keep-alive", "closed");
        assertThat(r.usedDecoder()).isTrue();
    }

    @Test
    void closedMidHeadOrMidBodyIsHeardAsTheDecoderPathHearsIt() {
        // Only the close is heard, which the user turns into one "other" error of the attempt in flight.
        assertThat(assertSameAsDecoder("HTTP/1.1 200 OK\r\nContent-Len").calls()).containsExactly("closed");
        assertThat(assertSameAsDecoder("HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nabc").calls())
                .containsExactly("closed");
    }

    /** {@code bytes}, two 200 responses in one read: read on the fast path, and heard as the decoder hears them. */
    private static Result assertTwoOksReadFast(byte[] bytes) {
        Result fast = feed(true, List.of(bytes));
        assertThat(fast.calls()).isEqualTo(feed(false, List.of(bytes)).calls())
                .containsExactly("response 200 keep-alive", "response 200 keep-alive", "closed");
        assertThat(fast.usedDecoder()).isFalse();
        return fast;
    }

    /** The parser copies a head's first 256 bytes and widens its window for longer heads: still the fast path. */
    @ParameterizedTest
    @ValueSource(ints = {200, 250, 300, 1_000, 5_000, 8_000})
    void headsLongerThanTheFirstWindowStayFast(int headerBytes) {
        String longHead = "HTTP/1.1 200 OK\r\nX-Long: " + "v".repeat(headerBytes) + "\r\ncontent-length: 2\r\n\r\nok";
        byte[] both = ascii(longHead + HELLO);
        Result fast = assertTwoOksReadFast(both);
        List<byte[]> pieces = new ArrayList<>();
        for (int i = 0; i < both.length; i += 97) {
            pieces.add(java.util.Arrays.copyOfRange(both, i, Math.min(both.length, i + 97)));
        }
        Result split = feed(true, pieces);
        assertThat(split.calls()).isEqualTo(fast.calls());
        assertThat(split.usedDecoder()).isFalse();
    }

    @Test
    void aHeadLongerThanTheDecodersLimitIsTheDecodersToReject() {
        String big = "HTTP/1.1 200 OK\r\nX-Big: " + "a".repeat(ResponseHead.MAX_HEAD_BYTES) + "\r\nContent-Length: 2\r\n\r\nok";
        Result fast = feed(true, List.of(ascii(big)));
        assertThat(fast.calls()).isEqualTo(feed(false, List.of(ascii(big))).calls());
        assertThat(fast.calls()).doesNotContain("response 200 keep-alive");
        assertThat(fast.usedDecoder()).isTrue();
        // arriving in pieces: still switched once the head outgrows the limit, not held forever
        List<byte[]> pieces = new ArrayList<>();
        for (int i = 0; i < big.length(); i += 1000) {
            pieces.add(ascii(big.substring(i, Math.min(big.length(), i + 1000))));
        }
        assertThat(feed(true, pieces).calls()).isEqualTo(fast.calls());
    }

    @Test
    void aBodyAboveTheLimitIsTheDecoderPathsError() {
        String head = "HTTP/1.1 200 OK\r\nContent-Length: " + (Connector.MAX_RESPONSE_BYTES + 1L) + "\r\n\r\n";
        Result r = feed(true, List.of(ascii(head)));
        assertThat(r.usedDecoder()).isTrue();
        assertThat(r.calls()).isEqualTo(feed(false, List.of(ascii(head))).calls());
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] all = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, all, at, p.length);
            at += p.length;
        }
        return all;
    }
}
