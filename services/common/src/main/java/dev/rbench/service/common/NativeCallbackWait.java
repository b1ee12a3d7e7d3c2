package dev.rbench.service.common;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.time.Duration;

/**
 * A wait that still pins a virtual thread's carrier on JDK 25: since JDK 24 {@code synchronized} no
 * longer pins, but a thread blocking while a native frame is on its stack does ("Native or VM frame
 * on stack" in JFR's {@code jdk.VirtualThreadPinned}). The wait happens inside the comparator libc's
 * {@code qsort} calls back into Java through a foreign-function upcall — the shape of a JNI library
 * that calls back into application code that blocks (a logging or a driver callback). On platform
 * threads it is an ordinary sleep.
 */
@SuppressWarnings("restricted") // the point of the class: a native call and an upcall (the service jars enable native access)
public final class NativeCallbackWait {

    private static final MethodHandle QSORT;
    private static final MemorySegment COMPARATOR;
    private static final ThreadLocal<Long> WAIT_MS = new ThreadLocal<>();

    static {
        Linker linker = Linker.nativeLinker();
        QSORT = linker.downcallHandle(linker.defaultLookup().find("qsort").orElseThrow(),
                FunctionDescriptor.ofVoid(ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.ADDRESS));
        try {
            MethodHandle compare = MethodHandles.lookup().findStatic(NativeCallbackWait.class, "compare",
                    MethodType.methodType(int.class, MemorySegment.class, MemorySegment.class));
            COMPARATOR = linker.upcallStub(compare, FunctionDescriptor.of(ValueLayout.JAVA_INT,
                    ValueLayout.ADDRESS.withTargetLayout(ValueLayout.JAVA_INT),
                    ValueLayout.ADDRESS.withTargetLayout(ValueLayout.JAVA_INT)), Arena.global());
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private NativeCallbackWait() {
    }

    /** Sleeps {@code ms} inside a native callback: qsort of two ints compares them exactly once. */
    public static void sleep(long ms) {
        WAIT_MS.set(ms);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment two = arena.allocateFrom(ValueLayout.JAVA_INT, 2, 1);
            QSORT.invokeExact(two, 2L, (long) Integer.BYTES, COMPARATOR);
        } catch (Throwable t) {
            throw new IllegalStateException("qsort with a sleeping comparator failed", t);
        } finally {
            WAIT_MS.remove();
        }
    }

    @SuppressWarnings("unused") // called from native code through the upcall stub
    private static int compare(MemorySegment a, MemorySegment b) {
        try {
            Thread.sleep(Duration.ofMillis(WAIT_MS.get()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Integer.compare(a.get(ValueLayout.JAVA_INT, 0), b.get(ValueLayout.JAVA_INT, 0));
    }
}
