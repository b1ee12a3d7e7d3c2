package dev.rbench.service.common.records;

/** One stored record as every store returns it and both stacks write it: {@code {"id":1,"payload":"…"}}. */
public record RecordRow(int id, String payload) {
}
