package dev.rbench.service.common;

/** The URL contract both stacks implement, kept in one place so they cannot drift apart. */
public final class Routes {
    public static final String DELAY = "/delay/{" + DelayRule.PARAMETER + "}";
    public static final String CPU = "/cpu/{" + CpuWork.PARAMETER + "}";
    /** The same wait inside a native callback ({@link NativeCallbackWait}): it pins a virtual thread's carrier. */
    public static final String DELAY_IN_NATIVE_CALLBACK = "/delay/{" + DelayRule.PARAMETER + "}/native-callback";
    /** The delay after real CPU work: a cached list of movies serialised to JSON first ({@link MovieCache}). */
    public static final String DELAY_AFTER_MOVIES = "/delay/{" + DelayRule.PARAMETER + "}/movies";
    public static final String READY = "/ready";
    public static final String INFO = "/info";
    /** Who works and who waits inside the service now ({@code ActivitySnapshot}); not counted in itself. */
    public static final String ACTIVITY = "/activity";

    private Routes() {
    }
}
