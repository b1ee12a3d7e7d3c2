package dev.rbench.service.common;

/** The URL contract both stacks implement, kept in one place so they cannot drift apart. */
public final class Routes {
    public static final String DELAY = "/delay/{" + DelayRule.PARAMETER + "}";
    public static final String CPU = "/cpu/{" + CpuWork.PARAMETER + "}";
    public static final String READY = "/ready";
    public static final String INFO = "/info";

    private Routes() {
    }
}
