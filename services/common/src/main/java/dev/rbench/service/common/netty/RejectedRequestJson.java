package dev.rbench.service.common.netty;

import dev.rbench.service.common.ServerRejectionJson;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.netty.util.ReferenceCountUtil;
import java.nio.charset.StandardCharsets;
import reactor.netty.NettyPipeline;
import reactor.netty.http.server.HttpServer;

/**
 * Requests Reactor Netty rejects before WebFlux sees them — a request line or headers too long for its decoder, a
 * path whose percent escapes do not decode — answered as every other bad request of our services is: a 4xx with a
 * JSON reason, {@code {"error": "...", "status": 414}}, and the connection closed (Reactor Netty's own answer has no
 * body). Sits between the HTTP codec and Reactor Netty's traffic handler, which would otherwise answer.
 */
public final class RejectedRequestJson extends ChannelInboundHandlerAdapter {

    static final String NAME = "rbench.rejectedRequestJson";

    /** The request being refused: its body parts, still arriving, are dropped. */
    private boolean refusing;

    /** The server with the handler in every connection's pipeline. */
    public static HttpServer install(HttpServer server) {
        return server.doOnChannelInit((observer, channel, address) -> {
            if (channel.pipeline().get(NettyPipeline.HttpTrafficHandler) != null && channel.pipeline().get(NAME) == null) {
                channel.pipeline().addBefore(NettyPipeline.HttpTrafficHandler, NAME, new RejectedRequestJson());
            }
        });
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof HttpRequest request) {
            Rejection rejection = rejection(request);
            refusing = rejection != null;
            if (refusing) {
                ReferenceCountUtil.release(msg);
                ctx.writeAndFlush(response(rejection)).addListener(ChannelFutureListener.CLOSE);
                return;
            }
        } else if (refusing && msg instanceof HttpContent) {
            ReferenceCountUtil.release(msg);
            return;
        }
        ctx.fireChannelRead(msg);
    }

    /** Why the request cannot be served, with the status that says so; null for a request WebFlux can take. */
    static Rejection rejection(HttpRequest request) {
        if (request.decoderResult().isFailure()) {
            Throwable cause = request.decoderResult().cause();
            if (cause instanceof TooLongHttpLineException) {
                return new Rejection(HttpResponseStatus.REQUEST_URI_TOO_LONG, "the request line is too long");
            }
            if (cause instanceof TooLongHttpHeaderException) {
                return new Rejection(HttpResponseStatus.REQUEST_HEADER_FIELDS_TOO_LARGE, "the request's headers are too large");
            }
            if (cause instanceof TooLongFrameException) {
                return new Rejection(HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE, "the request is too large");
            }
            return new Rejection(HttpResponseStatus.BAD_REQUEST, "malformed request");
        }
        try {
            // What Reactor Netty does to the URI before WebFlux runs, and fails on with a bare 400.
            new QueryStringDecoder(request.uri()).path();
            return null;
        } catch (IllegalArgumentException e) {
            return new Rejection(HttpResponseStatus.BAD_REQUEST, "the request's path does not decode: " + e.getMessage());
        }
    }

    record Rejection(HttpResponseStatus status, String reason) {
    }

    static FullHttpResponse response(Rejection rejection) {
        byte[] body = ServerRejectionJson.of(rejection.reason(), rejection.status().code()).getBytes(StandardCharsets.UTF_8);
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, rejection.status(), Unpooled.wrappedBuffer(body));
        response.headers().set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON)
                .setInt(HttpHeaderNames.CONTENT_LENGTH, body.length).set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
        return response;
    }
}
