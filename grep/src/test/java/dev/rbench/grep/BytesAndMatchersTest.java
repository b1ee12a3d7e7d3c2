package dev.rbench.grep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The eight-at-a-time scans and the byte search against the obvious loops, on seeded random bytes. */
class BytesAndMatchersTest {

    private final Random random = new Random(42);

    private byte[] randomBytes(int length, String alphabet) {
        byte[] a = new byte[length];
        for (int i = 0; i < length; i++) {
            a[i] = (byte) alphabet.charAt(random.nextInt(alphabet.length()));
        }
        return a;
    }

    @Test
    void scansAgreeWithSimpleLoops() {
        for (int round = 0; round < 500; round++) {
            byte[] a = randomBytes(1 + random.nextInt(100), round % 2 == 0 ? "ab\n\0\u00e9" : "ab\n\u00ff");
            int from = random.nextInt(a.length);
            int to = from + random.nextInt(a.length - from + 1);
            int count = 0;
            int first = -1;
            boolean ascii = true;
            for (int i = from; i < to; i++) {
                count += a[i] == '\n' ? 1 : 0;
                first = first < 0 && a[i] == 0 ? i : first;
                ascii &= a[i] >= 0;
            }
            assertThat(Bytes.count(a, from, to, (byte) '\n')).isEqualTo(count);
            assertThat(Bytes.indexOf(a, from, to, (byte) 0)).isEqualTo(first);
            assertThat(Bytes.hasNul(a, from, to)).isEqualTo(first >= 0);
            assertThat(Bytes.isAscii(a, from, to)).isEqualTo(ascii);
        }
    }

    @Test
    void countsPastWhatOneByteOfTheAccumulatorHolds() {
        for (int length : new int[] {8 * 255 - 1, 8 * 255, 8 * 255 + 7, 8 * 255 * 3 + 5, 100_000}) {
            byte[] newlines = new byte[length];
            java.util.Arrays.fill(newlines, (byte) '\n');
            assertThat(Bytes.count(newlines, 0, length, (byte) '\n')).isEqualTo(length);
            assertThat(Bytes.count(newlines, 3, length, (byte) '\n')).isEqualTo(length - 3);
            byte[] mixed = randomBytes(length, "a\n");
            int expected = 0;
            for (byte x : mixed) {
                expected += x == '\n' ? 1 : 0;
            }
            assertThat(Bytes.count(mixed, 0, length, (byte) '\n')).isEqualTo(expected);
        }
    }

    @Test
    void literalSearchFindsWhatIndexOfFinds() {
        for (int round = 0; round < 500; round++) {
            String text = new String(randomBytes(random.nextInt(200), "abAB \n"), StandardCharsets.ISO_8859_1);
            String word = new String(randomBytes(1 + random.nextInt(3), "abAB"), StandardCharsets.ISO_8859_1);
            byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
            int exact = new LiteralMatcher(word.getBytes(StandardCharsets.ISO_8859_1), false).find(bytes, 0, bytes.length, false);
            int folded = new LiteralMatcher(word.getBytes(StandardCharsets.ISO_8859_1), true).find(bytes, 0, bytes.length, false);
            assertThat(exact).as("%s in %s", word, text).isEqualTo(text.indexOf(word));
            assertThat(folded).as("-i %s in %s", word, text).isEqualTo(text.toLowerCase().indexOf(word.toLowerCase()));
        }
    }

    @Test
    void pairSkipFindsWhatIndexOfFinds() {
        // A small alphabet makes pairs repeat inside the literal and collide in the hash; lines of all lengths put
        // matches at the range's start and end.
        for (int round = 0; round < 3000; round++) {
            String text = new String(randomBytes(random.nextInt(300), round % 3 == 0 ? "abAB \n" : "abcAB"),
                    StandardCharsets.ISO_8859_1);
            String word = new String(randomBytes(PairSkipMatcher.MIN_LENGTH + random.nextInt(6), "abAB"),
                    StandardCharsets.ISO_8859_1);
            if (round % 4 == 0 && text.length() > word.length()) { // planted, so that most rounds find something
                int at = random.nextInt(text.length() - word.length() + 1);
                text = text.substring(0, at) + word + text.substring(at + word.length());
            }
            byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
            int from = bytes.length == 0 ? 0 : random.nextInt(bytes.length);
            byte[] w = word.getBytes(StandardCharsets.ISO_8859_1);
            int exact = new PairSkipMatcher(w, false).find(bytes, from, bytes.length, false);
            int folded = new PairSkipMatcher(w, true).find(bytes, from, bytes.length, false);
            assertThat(exact).as("%s in %s from %d", word, text, from).isEqualTo(text.indexOf(word, from));
            assertThat(folded).as("-i %s in %s from %d", word, text, from)
                    .isEqualTo(text.toLowerCase().indexOf(word.toLowerCase(), from));
        }
    }

    @Test
    void literalsChooseTheirSearchByLength() {
        assertThat(LineMatcher.of("abcd", false, false, true)).isInstanceOf(LiteralMatcher.class);
        assertThat(LineMatcher.of("abcde", false, false, true)).isInstanceOf(PairSkipMatcher.class);
        assertThat(LineMatcher.of("größ", true, false, true)).as("six bytes in UTF-8").isInstanceOf(PairSkipMatcher.class);
        assertThat(LineMatcher.of("abc.e", false, false, true)).isInstanceOf(RegexMatcher.class);
    }

    @ParameterizedTest(name = "{0} valid={1}")
    @CsvSource({
        "41, true", "C3A9, true", "C3, false", "C080, false", "C1BF, false", "E282AC, true", "E282, false",
        "EDA080, false", "ED9FBF, true", "E09FBF, false", "EFBFBE, true", "F09F9880, true", "F08FBFBF, false",
        "F4908080, true", "F5808080, true", "F888808080, true", "F887BF8080, false", "FC8480808080, true",
        "FC83BF808080, false", "FE, false", "FF, false", "80, false"})
    void utf8FollowsGlibc(String hex, boolean valid) {
        byte[] a = java.util.HexFormat.of().parseHex(hex);
        assertThat(Utf8.valid(a, 0, a.length)).isEqualTo(valid);
    }

    @Test
    void aSequenceCutByTheEndOfTheRangeIsCarried() {
        byte[] a = {'a', (byte) 0xE2, (byte) 0x82};
        assertThat(Utf8.validPrefix(a, 0, a.length)).isEqualTo(1);
    }

    @Test
    void localeFollowsTheCLibrarysOrder() {
        assertThat(GrepOptions.utf8Locale(java.util.Map.of("LANG", "C.UTF-8"))).isTrue();
        assertThat(GrepOptions.utf8Locale(java.util.Map.of("LANG", "en_US.utf8", "LC_ALL", "C"))).isFalse();
        assertThat(GrepOptions.utf8Locale(java.util.Map.of("LC_CTYPE", "de_DE.UTF-8", "LANG", "C"))).isTrue();
        assertThat(GrepOptions.utf8Locale(java.util.Map.of())).isFalse();
    }
}
