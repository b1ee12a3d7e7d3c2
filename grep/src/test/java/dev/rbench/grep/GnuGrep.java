package dev.rbench.grep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Runs GNU grep or ours on the same input and returns what each printed, in a form to compare. */
final class GnuGrep {

    private GnuGrep() {
    }

    /** What a run printed: standard output and error as sorted lines (bytes kept as Latin-1), and the exit status. */
    record Outcome(List<String> out, List<String> err, int status, String rawOut) {
        static Outcome of(byte[] out, byte[] err, int status, String program) {
            String errText = new String(err, StandardCharsets.ISO_8859_1);
            List<String> errLines = errText.lines().map(l -> l.startsWith(program + ": ")
                    ? l.substring(program.length() + 2) : l).sorted().toList();
            String rawOut = new String(out, StandardCharsets.ISO_8859_1);
            return new Outcome(rawOut.lines().map(Outcome::shortened).sorted().toList(), errLines, status, rawOut);
        }

        /** A long line as its start, length and hash, so that a failed comparison stays readable. */
        private static String shortened(String line) {
            return line.length() <= 300 ? line
                    : line.substring(0, 100) + "... [" + line.length() + " chars, hash " + line.hashCode() + "]";
        }
    }

    static boolean available() {
        try {
            Process p = new ProcessBuilder("grep", "--version").redirectErrorStream(true).start();
            String version = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return p.waitFor() == 0 && version.startsWith("grep (GNU grep) 3.");
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** {@code grep -rn} (plus {@code flags}) under {@code locale}, after {@code wrapper} (e.g. setpriv) if any. */
    static Outcome gnu(String locale, List<String> wrapper, List<String> flags, String pattern, List<String> paths)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(wrapper);
        command.add("grep");
        command.add("-rn");
        command.addAll(flags);
        command.add("--");
        command.add(pattern);
        command.addAll(paths);
        return run(locale, command, "grep");
    }

    static Outcome run(String locale, List<String> command, String program) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command);
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(k -> k.startsWith("LC_") || k.equals("LANG"));
        env.put("LC_ALL", locale);
        Path errFile = Files.createTempFile("grep-err", ".txt");
        try {
            Process process = builder.redirectError(errFile.toFile()).start();
            byte[] out = process.getInputStream().readAllBytes();
            int status = process.waitFor();
            return Outcome.of(out, Files.readAllBytes(errFile), status, program);
        } finally {
            Files.deleteIfExists(errFile);
        }
    }

    /**
     * Ours with {@code options} in each of {@code styles} and {@code threadModes}, sorted and not, against GNU grep's
     * {@code gnu}: the same lines, messages and exit status (0), and with {@code --sorted} the same bytes every time.
     */
    static void assertOursMatches(Outcome gnu, GrepOptions options, List<IoStyle> styles, int... threadModes)
            throws IOException, InterruptedException {
        List<String> sortedRuns = new ArrayList<>();
        for (IoStyle io : styles) {
            for (int threads : threadModes) {
                for (boolean sorted : new boolean[] {false, true}) {
                    Outcome ours = ours(options.withIo(io).withThreads(threads).withSorted(sorted));
                    String run = io + " threads=" + threads + " sorted=" + sorted;
                    assertThat(ours.out()).as(run).containsExactlyElementsOf(gnu.out());
                    assertThat(ours.err()).as(run).isEqualTo(gnu.err());
                    assertThat(ours.status()).as(run).isEqualTo(gnu.status()).isZero();
                    if (sorted) {
                        sortedRuns.add(ours.rawOut());
                    }
                }
            }
        }
        assertThat(sortedRuns).as("--sorted prints the same bytes whatever the threads").containsOnly(sortedRuns.getFirst());
    }

    /** Ours, in this JVM. */
    static Outcome ours(GrepOptions options) throws IOException, InterruptedException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new Grep(options, new PrintStream(err, true, StandardCharsets.UTF_8), "ours").run(out);
        return Outcome.of(out.toByteArray(), err.toByteArray(), status, "ours");
    }
}
