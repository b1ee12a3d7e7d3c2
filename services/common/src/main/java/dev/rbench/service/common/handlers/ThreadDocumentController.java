package dev.rbench.service.common.handlers;

import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.mongo.Database;
import dev.rbench.service.common.mongo.EntityIds;
import dev.rbench.service.common.mongo.Fanout;
import dev.rbench.service.common.mongo.MongoRoutes;
import dev.rbench.service.common.mongo.StoredDocument;
import dev.rbench.service.common.mongo.sync.EntityStore;
import dev.rbench.service.common.threads.HandlerThreads;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The study's getMessage and its "x independent calls" variant, waiting on the handler's thread: MVC's (blocking,
 * virtual) and WebFlux's blocking-style handler (virtual-netty). On a platform thread the x reads run one after another
 * on it; on a virtual thread they may run in parallel, one virtual thread each, which is what a virtual thread makes
 * cheap. Which one the handler runs on is asked of the thread itself, not of the stack's name.
 */
@RestController
public record ThreadDocumentController(ObjectProvider<EntityStore> store, HandlerThreads handlerThreads) {

    @GetMapping(MongoRoutes.DOCUMENT)
    public StoredDocument document(@PathVariable String id) {
        handlerThreads.record();
        EntityStore documents = Database.require(store);
        return read(documents, EntityIds.check(id));
    }

    @GetMapping(MongoRoutes.FANOUT)
    public Fanout fanout(@PathVariable String id,
                         @RequestParam(required = false) String calls,
                         @RequestParam(required = false) String parallel) throws InterruptedException {
        handlerThreads.record();
        EntityStore documents = Database.require(store);
        EntityIds.check(id);
        int x = Fanout.calls(calls);
        boolean inParallel = Fanout.parallel(parallel, false);
        if (inParallel && !Thread.currentThread().isVirtual()) {
            throw ApiException.badRequest(Fanout.NEEDS_VIRTUAL_THREADS);
        }
        long bytes = inParallel ? inParallel(documents, id, x) : inSequence(documents, id, x);
        return new Fanout(x, inParallel, bytes);
    }

    private static long inSequence(EntityStore documents, String id, int calls) {
        long bytes = 0;
        for (int i = 0; i < calls; i++) {
            bytes += read(documents, id).payloadLength();
        }
        return bytes;
    }

    private static long inParallel(EntityStore documents, String id, int calls) throws InterruptedException {
        // Closing the executor waits for every read, so none outlives the request.
        try (ExecutorService perRead = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<Integer>> reads = new ArrayList<>(calls);
            for (int i = 0; i < calls; i++) {
                reads.add(perRead.submit(() -> read(documents, id).payloadLength()));
            }
            long bytes = 0;
            for (Future<Integer> read : reads) {
                bytes += join(read);
            }
            return bytes;
        }
    }

    private static int join(Future<Integer> read) throws InterruptedException {
        try {
            return read.get();
        } catch (ExecutionException e) {
            // The read's own failure (404, timeout), so it gets the same answer as in sequence.
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private static StoredDocument read(EntityStore documents, String id) {
        return documents.findDocument(id).orElseThrow(() -> ApiException.noDocument(id));
    }
}
