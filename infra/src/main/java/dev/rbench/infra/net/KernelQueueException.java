package dev.rbench.infra.net;

/** The kernel's accept queue was to be raised and cannot be; the message says why and what to do. */
public final class KernelQueueException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public KernelQueueException(String why) {
        super(why);
    }
}
