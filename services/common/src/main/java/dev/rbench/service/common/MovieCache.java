package dev.rbench.service.common;

import java.util.List;
import java.util.stream.IntStream;
import tools.jackson.databind.json.JsonMapper;

/**
 * An in-memory cache of movies that {@code GET /delay/{ms}/movies} serialises to JSON on every request before its wait:
 * real CPU work a request (object graph to bytes, as a service answering from a cache does), the same on every stack.
 * The list is built once, deterministically, so every stack answers the same bytes.
 */
public final class MovieCache {

    /** Movies in the cache, each serialised on every request. */
    public static final int SIZE = 100;

    private static final JsonMapper MAPPER = JsonMapper.builder().build();
    private static final List<Movie> MOVIES = IntStream.rangeClosed(1, SIZE).mapToObj(MovieCache::movie).toList();

    private MovieCache() {
    }

    /** One movie as the cache holds it. */
    public record Movie(int id, String title, int year, String director, List<String> genres, double rating,
                        List<String> cast) {
    }

    /** The whole list serialised anew: the route's CPU work. */
    public static byte[] json() {
        return MAPPER.writeValueAsBytes(MOVIES);
    }

    private static Movie movie(int id) {
        List<String> genres = List.of("drama", "comedy", "thriller", "documentary", "animation").subList(0, 1 + id % 3);
        List<String> cast = IntStream.range(0, 5).mapToObj(i -> "Actor " + (id * 7 + i) % 997).toList();
        return new Movie(id, "Movie number " + id, 1950 + id % 75, "Director " + id % 37, genres, (id * 37 % 50) / 5.0, cast);
    }
}
