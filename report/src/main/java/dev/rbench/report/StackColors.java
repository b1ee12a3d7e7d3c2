package dev.rbench.report;

import java.awt.Color;
import java.util.List;

/**
 * Fixed colours per stack so a stack looks the same in every chart and every report (Okabe-Ito
 * palette: distinguishable with the common colour-vision deficiencies).
 */
final class StackColors {

    private static final List<Color> OTHERS = List.of(
            new Color(0xCC79A7), new Color(0xE69F00), new Color(0x56B4E9), new Color(0x000000));

    private StackColors() {
    }

    static Color of(String stack, int indexInScenario) {
        return switch (stack) {
            case "blocking" -> new Color(0xD55E00);
            case "virtual" -> new Color(0x009E73);
            case "reactive" -> new Color(0x0072B2);
            default -> OTHERS.get(Math.floorMod(indexInScenario, OTHERS.size()));
        };
    }

    static String hex(Color c) {
        return String.format("#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }
}
