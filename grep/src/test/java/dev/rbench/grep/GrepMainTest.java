package dev.rbench.grep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * The launcher's picocli-free argument reader: every command line it accepts must give the options picocli gives
 * through {@link GrepCommand}, and every one it cannot read exactly must go to picocli (help, errors).
 */
class GrepMainTest {

    private static final Map<String, String> ENV = Map.of("LANG", "C.UTF-8");

    /** The options GrepCommand runs with, parsed by picocli. */
    private static GrepOptions picocli(String[] args) {
        GrepCommand command = new GrepCommand();
        new CommandLine(command).parseArgs(args);
        return GrepMain.options(command.pattern, command.paths, ENV, command.fixed, command.ignoreCase, command.count,
                command.list, command.sorted, command.io,
                command.threads == null ? Runtime.getRuntime().availableProcessors() : GrepMain.threadCount(command.threads));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "namespace src",
        "-rn namespace src",
        "-r -n -n namespace src other",
        "-Fi a.b src",
        "-F -i -c word a b c",
        "-l word src --sorted",
        "--io nio --threads 2 word src",
        "--io=MMAP --threads=virtual word src",
        "--threads VIRTUAL -- -word src",
        "word -- --sorted",
        "-c -- -l src",
        "- src",
    })
    void readsWhatPicocliReads(String line) {
        String[] args = line.split(" ");
        Optional<GrepOptions> plain = GrepMain.parse(args, ENV);
        assertThat(plain).as(line).contains(picocli(args));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "-h", "--help", "-V", "--version", "word", "", "-F -F word src", "-FF word src", "--sorted --sorted word src",
        "--io bogus word src", "--io nio --io raf word src", "--threads 0 word src", "--threads x word src",
        "--threads", "-x word src", "--unknown word src", "@args.txt", "word @paths", "--sorted=true word src",
    })
    void leavesEverythingElseToPicocli(String line) {
        String[] args = line.isEmpty() ? new String[0] : line.split(" ");
        assertThat(GrepMain.parse(args, ENV)).as(line).isEmpty();
    }
}
