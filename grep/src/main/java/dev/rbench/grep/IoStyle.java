package dev.rbench.grep;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The ways a file's bytes reach the search, as in the study (buffered I/O, RandomAccessFile, NIO) plus a
 * memory map. Each fills the same byte array, so the search and its output do not depend on the style.
 */
public enum IoStyle {
    /** {@code java.io.BufferedInputStream} over a {@code FileInputStream}. */
    BUFFERED {
        @Override
        Source open(Path file) throws IOException {
            InputStream in = new BufferedInputStream(new FileInputStream(file.toFile()));
            return new Source(in::read, in);
        }
    },
    /** {@code java.io.RandomAccessFile.read}. */
    RAF {
        @Override
        Source open(Path file) throws IOException {
            RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r");
            return new Source(raf::read, raf);
        }
    },
    /** {@code FileChannel.read} into the array (the JDK copies through a direct buffer). */
    NIO {
        @Override
        Source open(Path file) throws IOException {
            FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
            return new Source((b, off, len) -> channel.read(ByteBuffer.wrap(b, off, len)), channel);
        }
    },
    /** The whole file mapped with {@code FileChannel.map}, unmapped when the file is done; others fall back to NIO. */
    MMAP {
        @Override
        Source open(Path file) throws IOException {
            if (!Files.isRegularFile(file)) {
                return NIO.open(file);
            }
            Arena arena = Arena.ofConfined();
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                long size = channel.size();
                MemorySegment mapped = size == 0 ? MemorySegment.NULL : channel.map(FileChannel.MapMode.READ_ONLY, 0, size, arena);
                long[] position = {0};
                return new Source((b, off, len) -> {
                    int n = (int) Math.min(len, size - position[0]);
                    if (n <= 0) {
                        return -1;
                    }
                    MemorySegment.copy(mapped, ValueLayout.JAVA_BYTE, position[0], b, off, n);
                    position[0] += n;
                    return n;
                }, arena::close);
            } catch (IOException | RuntimeException e) {
                arena.close();
                throw e;
            }
        }
    };

    /**
     * The style used when none is asked for: RandomAccessFile reads straight into the array with one system call
     * per read; buffered I/O asks the stream how much is left (two more system calls a file) and NIO copies through a
     * direct buffer, both a little dearer on a tree of small files (bench/grep-vs-gnu.sh).
     */
    static final String DEFAULT_NAME = "raf";

    /** The style named {@link #DEFAULT_NAME}. */
    static IoStyle byDefault() {
        return valueOf(DEFAULT_NAME.toUpperCase(java.util.Locale.ROOT));
    }

    abstract Source open(Path file) throws IOException;

    /** A read like {@link InputStream#read(byte[], int, int)}. */
    @FunctionalInterface
    interface Read {
        int read(byte[] b, int off, int len) throws IOException;
    }

    /** An open file: reads until full or the end, then closes. */
    record Source(Read read, Closeable closeable) implements Closeable {

        /** Reads until {@code len} bytes or the end of the file; returns how many. */
        int readFully(byte[] b, int off, int len) throws IOException {
            int total = 0;
            while (total < len) {
                int n = read.read(b, off + total, len - total);
                if (n < 0) {
                    break;
                }
                total += n;
            }
            return total;
        }

        @Override
        public void close() throws IOException {
            closeable.close();
        }
    }
}
