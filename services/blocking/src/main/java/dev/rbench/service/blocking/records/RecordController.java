package dev.rbench.service.blocking.records;

import dev.rbench.service.common.records.RecordBody;
import dev.rbench.service.common.records.RecordFormat;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRoutes;
import dev.rbench.service.common.records.RecordStore;
import dev.rbench.service.common.records.RecordStores;
import dev.rbench.service.common.records.RecordStreamAbortedException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Collections;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpHeaders;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Study 004's {@code GET /records} on Spring MVC: the store named by {@code store} reads the records
 * and each one is written to the response as it arrives.
 * <p>
 * The records are written here, on the request thread, straight to the servlet output stream, and
 * not through a {@code StreamingResponseBody}: that one runs on an async executor (Spring MVC's task
 * executor), so the request thread would be handed back to Tomcat while another pool did the
 * reading, and the platform-thread stack would no longer be one thread per request for its whole
 * life, the model this benchmark compares. Here the thread is held until the last record is
 * written, as in the study's MVC service; Tomcat sends each 8 KB of output as it fills (no flush per
 * record).
 * <p>
 * Nothing is written before the first record, so a store that fails first is still an error status
 * (the advices' 400, 503, …). A failure once part of the body has left cannot be: the connection is
 * then closed without the chunked body's end ({@link ResponseAbort}), and the client sees a broken
 * response, not a shorter one that looks complete.
 */
@RestController
public class RecordController {
    private static final Logger LOG = LoggerFactory.getLogger(RecordController.class);
    private final ObjectProvider<RecordStore> stores;

    public RecordController(ObjectProvider<RecordStore> stores) {
        this.stores = stores;
    }

    @GetMapping(RecordRoutes.RECORDS)
    public void records(@RequestParam(required = false) String store, @RequestParam(required = false) String size,
                        @RequestParam(required = false) String count, @RequestParam(required = false) String via,
                        HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = RecordStores.checkName(store);
        RecordQuery query = RecordQuery.parse(size, count, via);
        RecordFormat format = RecordFormat.fromAccept(Collections.list(request.getHeaders(HttpHeaders.ACCEPT)));
        RecordStore chosen = RecordStores.pick(name, stores.orderedStream(), RecordStore::name);
        response.setContentType(format.mediaType().toString());
        OutputStream out = response.getOutputStream();
        RecordBody body = format.body();
        try {
            chosen.stream(query, row -> write(out, body.next(row)));
            out.write(body.end());
        } catch (RuntimeException | IOException e) {
            if (response.isCommitted()) {
                RecordStreamAbortedException aborted = new RecordStreamAbortedException(e);
                LOG.warn(aborted.getMessage());
                ResponseAbort.request(request, aborted);
                return;
            }
            // Records still only in Tomcat's buffer: drop them, the error's body replaces them.
            response.resetBuffer();
            throw e;
        }
    }

    private static void write(OutputStream out, byte[] bytes) {
        try {
            out.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
