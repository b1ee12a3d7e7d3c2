package dev.rbench.grep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file that cannot be read: a message, status 2, and the rest still searched, as GNU grep does. Root reads a
 * file whatever its mode, so as root both greps run as the unprivileged user 65534 (setpriv), on a copy of our
 * classes that that user can read; as anyone else, in this JVM.
 */
class UnreadableFileTest {

    private static final String NOBODY = "65534";

    @TempDir
    Path dir;

    @Test
    void anUnreadableFileIsReportedAndTheRestSearched() throws Exception {
        assumeTrue(GnuGrep.available(), "GNU grep 3.x is not installed");
        Path tree = TestTree.generate(dir.resolve("tree"));
        Path secret = tree.resolve("src/d1/secret.txt");
        Files.writeString(secret, "namespace inside\n");
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("---------"));
        boolean root = "root".equals(System.getProperty("user.name"));
        List<String> wrapper = root ? List.of("setpriv", "--reuid=" + NOBODY, "--regid=" + NOBODY, "--clear-groups") : List.of();
        if (root) {
            assumeTrue(commandWorks("setpriv", "--version"), "setpriv (util-linux) is not installed");
            openToOthers(dir);
        }
        GnuGrep.Outcome gnu = GnuGrep.gnu("C.UTF-8", wrapper, List.of(), TestTree.WORD, List.of(tree.toString()));
        assertThat(gnu.err()).contains(secret + ": Permission denied");
        assertThat(gnu.status()).isEqualTo(Grep.TROUBLE);
        for (IoStyle io : IoStyle.values()) {
            GnuGrep.Outcome ours = root
                    ? GnuGrep.run("C.UTF-8", ourCommand(wrapper, io, tree), "rbench grep")
                    : GnuGrep.ours(GrepOptions.of(TestTree.WORD, List.of(tree.toString()), java.util.Map.of()).withUtf8(true).withIo(io));
            assertThat(ours.err()).as(io.name()).isEqualTo(gnu.err());
            assertThat(ours.out()).as(io.name()).containsExactlyElementsOf(gnu.out()).isNotEmpty();
            assertThat(ours.status()).as(io.name()).isEqualTo(Grep.TROUBLE);
        }
    }

    /** {@code java -cp <our classes and picocli, copied where the other user can read them> GrepCommand ...}. */
    private List<String> ourCommand(List<String> wrapper, IoStyle io, Path tree) throws IOException {
        Path classpath = dir.resolve("classpath");
        if (!Files.exists(classpath)) {
            for (Class<?> c : List.of(GrepCommand.class, picocli.CommandLine.class)) {
                Path source = Path.of(c.getProtectionDomain().getCodeSource().getLocation().getPath());
                copy(source, classpath.resolve(source.getFileName()));
            }
            openToOthers(classpath);
        }
        List<String> command = new ArrayList<>(wrapper);
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.add("-cp");
        try (Stream<Path> entries = Files.list(classpath)) {
            command.add(String.join(":", entries.map(Path::toString).sorted().toList()));
        }
        command.addAll(List.of(GrepCommand.class.getName(), "--io", io.name(), TestTree.WORD, tree.toString()));
        return command;
    }

    private static void copy(Path source, Path target) throws IOException {
        try (Stream<Path> files = Files.walk(source)) {
            for (Path p : files.toList()) {
                Path to = target.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.createDirectories(to.getParent());
                    Files.copy(p, to);
                }
            }
        }
    }

    /** Lets other users list folders and read files under {@code top} (a temporary folder is private). */
    private static void openToOthers(Path top) throws IOException {
        try (Stream<Path> paths = Files.walk(top)) {
            for (Path p : paths.toList()) {
                if (Files.isSymbolicLink(p) || p.getFileName().toString().equals("secret.txt")) {
                    continue;
                }
                Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(Files.isDirectory(p) ? "rwxr-xr-x" : "rw-r--r--"));
            }
        }
    }

    private static boolean commandWorks(String... command) {
        try {
            return new ProcessBuilder(command).redirectErrorStream(true).start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
