package dev.rbench.service.common.mongo;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Body of {@code GET /pool}. {@code opened}/{@code closed} count connections since start;
 * {@code inUse} are checked out now; {@code waiting} have started a checkout that has neither
 * succeeded nor failed; the {@code max*} watermarks run since start or the last {@code POST /pool/reset}.
 */
@JsonPropertyOrder({"maxSize", "minSize", "maxConnecting", "inUse", "waiting", "opened", "closed",
        "maxInUse", "maxWaiting"})
public record PoolSnapshot(
        int maxSize,
        int minSize,
        int maxConnecting,
        long inUse,
        long waiting,
        long opened,
        long closed,
        long maxInUse,
        long maxWaiting) {
}
