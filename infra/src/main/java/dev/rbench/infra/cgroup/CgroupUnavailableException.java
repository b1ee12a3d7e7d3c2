package dev.rbench.infra.cgroup;

/** Limits were asked for and no cgroup can be made; the message says why and what to do. */
public final class CgroupUnavailableException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public CgroupUnavailableException(String why) {
        super(why);
    }
}
