package dev.rbench.service.common.records;

import dev.rbench.service.common.errors.InvalidParameterException;
import java.util.List;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;

/**
 * How {@code GET /records} writes its records: a JSON array by default, NDJSON when the request's
 * Accept header prefers {@code application/x-ndjson} to {@code application/json}. Both stacks decide
 * here, from the raw header values, so they cannot negotiate differently.
 */
public enum RecordFormat {
    /** {@code [{"id":1,"payload":"…"},{"id":2,…}]} */
    JSON(MediaType.APPLICATION_JSON),
    /** {@code {"id":1,"payload":"…"}\n{"id":2,…}\n} */
    NDJSON(MediaType.parseMediaType(RecordRoutes.NDJSON));

    private final MediaType mediaType;

    RecordFormat(MediaType mediaType) {
        this.mediaType = mediaType;
    }

    /** The response's Content-Type, without parameters (no charset: the body is ASCII JSON). */
    public MediaType mediaType() {
        return mediaType;
    }

    /** A body writer for one response: it knows whether a record has been written yet. */
    public RecordBody body() {
        return new RecordBody(this);
    }

    /**
     * The format the Accept header values ask for: of {@code application/json} and
     * {@code application/x-ndjson}, the one named with the highest quality (the first on a tie);
     * JSON if neither is named with a quality above 0, wildcards included.
     */
    public static RecordFormat fromAccept(List<String> accept) {
        if (accept == null || accept.isEmpty()) {
            return JSON;
        }
        List<MediaType> types;
        try {
            types = MediaType.parseMediaTypes(accept);
        } catch (InvalidMediaTypeException e) {
            throw new InvalidParameterException("Accept", String.join(", ", accept),
                    "the Accept header must be a list of media types");
        }
        RecordFormat best = JSON;
        double bestQuality = 0;
        for (MediaType type : types) {
            for (RecordFormat format : values()) {
                if (type.equalsTypeAndSubtype(format.mediaType) && type.getQualityValue() > bestQuality) {
                    best = format;
                    bestQuality = type.getQualityValue();
                }
            }
        }
        return best;
    }
}
