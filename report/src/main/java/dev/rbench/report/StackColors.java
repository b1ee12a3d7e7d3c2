package dev.rbench.report;

import java.awt.Color;
import java.util.List;

/**
 * Fixed colours per stack so a stack looks the same in every chart and every report (Okabe-Ito
 * palette: distinguishable with the common colour-vision deficiencies).
 */
final class StackColors {

    private static final List<Color> OTHERS = List.of(
            new Color(0xE69F00), new Color(0x56B4E9), new Color(0x000000));

    private StackColors() {
    }

    static Color of(String stack, int indexInScenario) {
        return switch (stack) {
            case "blocking" -> new Color(0xD55E00);
            case "virtual" -> new Color(0x009E73);
            case "reactive" -> new Color(0x0072B2);
            case "virtual-netty" -> new Color(0xCC79A7);
            default -> variant(stack).orElse(OTHERS.get(Math.floorMod(indexInScenario, OTHERS.size())));
        };
    }

    /**
     * A variant ({@code reactive:driver}, {@code reactive+batch=1000}) keeps its stack's hue, so the
     * six ways read as two families: driver darker, repository lighter, a batch-size variant paler;
     * {@code reactive:jdbc} (another PostgreSQL driver, not a MongoDB way) darker still.
     */
    private static java.util.Optional<Color> variant(String stack) {
        int end = stack.length();
        for (char c : new char[] {':', '+'}) {
            int i = stack.indexOf(c);
            if (i > 0) {
                end = Math.min(end, i);
            }
        }
        if (end == stack.length()) {
            return java.util.Optional.empty();
        }
        Color base = of(stack.substring(0, end), 0);
        if (OTHERS.contains(base)) {
            return java.util.Optional.empty();
        }
        Color c = base;
        if (stack.contains(":driver")) {
            c = mix(c, Color.BLACK, 0.35);
        } else if (stack.contains(":repository")) {
            c = mix(c, Color.WHITE, 0.35);
        } else if (stack.contains(":jdbc")) {
            c = mix(c, Color.BLACK, 0.55);
        }
        if (stack.contains("+batch")) {
            c = mix(c, Color.WHITE, 0.45);
        }
        return java.util.Optional.of(c);
    }

    private static Color mix(Color a, Color b, double share) {
        return new Color((int) Math.round(a.getRed() * (1 - share) + b.getRed() * share),
                (int) Math.round(a.getGreen() * (1 - share) + b.getGreen() * share),
                (int) Math.round(a.getBlue() * (1 - share) + b.getBlue() * share));
    }

    static String hex(Color c) {
        return String.format("#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }
}
