package dev.rbench.runner.settings;

import java.util.Collection;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;

/** "Did you mean …?" for misspelt keys and names: the closest candidate within a small edit distance. */
public final class Suggest {

    private Suggest() {
    }

    public static Optional<String> closest(String word, Collection<String> candidates) {
        String w = word.toLowerCase(Locale.ROOT);
        return candidates.stream()
                .min(Comparator.comparingInt(c -> distance(w, c.toLowerCase(Locale.ROOT))))
                .filter(c -> distance(w, c.toLowerCase(Locale.ROOT)) <= Math.max(2, w.length() / 3));
    }

    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
