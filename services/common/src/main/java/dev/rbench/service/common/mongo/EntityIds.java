package dev.rbench.service.common.mongo;

import dev.rbench.service.common.errors.ApiException;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/** What an id may be, in a path or a body: the same rule on every stack and way. */
public final class EntityIds {
    public static final String RULE = "id must be 1 to 128 letters, digits, '.', '_', ':' or '-'";
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._:-]{1,128}");

    private EntityIds() {
    }

    public static String check(String id) {
        if (id == null || !ID.matcher(id).matches()) {
            throw ApiException.badRequest(RULE);
        }
        return id;
    }

    /**
     * Ids are made here, not by the database or Spring Data: left to them, the driver would store
     * an ObjectId and the template a string, and the ways would no longer answer alike.
     * <p>
     * A random (version 4) UUID from ThreadLocalRandom, not {@link UUID#randomUUID()}: that one
     * draws from SecureRandom, which may read /dev/urandom and so block an event loop (BlockHound
     * caught it). An id needs to be unique, not unpredictable.
     */
    public static String generate() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(high, low).toString();
    }
}
