package dev.rbench.runner.settings;

import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.util.List;

/**
 * The quick form, derived from the declarations: every {@link Setting} with a {@code quickMax} is
 * capped at it (a list of numbers keeps the elements up to the cap, or the cap alone when none is),
 * every list with a {@code quickLimit} keeps its first elements. Explicit quick values (a preset's
 * {@code quick:} block, flags) are merged on top afterwards and win.
 */
public final class QuickReduction {

    private QuickReduction() {
    }

    public static <R extends Record> R reduce(R r) {
        @SuppressWarnings("unchecked") // reduceRecord returns a value of r's own class
        R reduced = (R) reduceRecord(r);
        return reduced;
    }

    private static Record reduceRecord(Record r) {
        RecordComponent[] components = r.getClass().getRecordComponents();
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            RecordComponent c = components[i];
            types[i] = c.getType();
            Object v = SettingsTree.get(c, r);
            Setting s = c.getAnnotation(Setting.class);
            if (s != null) {
                args[i] = reduceValue(c, s, v);
            } else if (v instanceof Record nested) {
                args[i] = reduceRecord(nested);
            } else {
                args[i] = v;
            }
        }
        try {
            var ctor = r.getClass().getDeclaredConstructor(types);
            ctor.setAccessible(true);
            return (Record) ctor.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot reduce " + r.getClass(), e);
        }
    }

    private static Object reduceValue(RecordComponent c, Setting s, Object v) {
        Object out = v;
        if (!s.quickMax().isEmpty()) {
            Object cap = Values.parseOne(Values.elementType(c), s.quickMax());
            if (v instanceof List<?> list) {
                List<?> kept = list.stream().filter(e -> compare(e, cap) <= 0).toList();
                out = kept.isEmpty() ? List.of(list.isEmpty() || compare(list.getFirst(), cap) > 0 ? cap : list.getFirst()) : kept;
            } else if (compare(v, cap) > 0) {
                out = cap;
            }
        }
        if (s.quickLimit() > 0 && out instanceof List<?> list && list.size() > s.quickLimit()) {
            out = List.copyOf(list.subList(0, s.quickLimit()));
        }
        return out;
    }

    private static int compare(Object a, Object b) {
        if (a instanceof Duration x && b instanceof Duration y) {
            return x.compareTo(y);
        }
        if (a instanceof Number x && b instanceof Number y) {
            return Double.compare(x.doubleValue(), y.doubleValue());
        }
        return 0;
    }
}
