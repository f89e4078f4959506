package io.pcaplens.webapp;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * {@code GET /openapi}: the API's OpenAPI document exactly as the build wrote and linted it (adapters-rest, the
 * document the web UI's types come from), so that what clients are generated from is what was checked. The
 * server's own OpenAPI service, which would build a second, different document at run time, is switched off
 * (pre-boot-commands.asadmin).
 */
@WebServlet("/openapi")
public class ApiDocumentServlet extends HttpServlet {

    static final String DOCUMENT = "/META-INF/pcaplens/openapi.json";

    private byte[] document;

    @Override
    public void init() {
        try (InputStream in = ApiDocumentServlet.class.getResourceAsStream(DOCUMENT)) {
            if (in == null) {
                throw new IllegalStateException(DOCUMENT + " is missing: adapters-rest was built without its document");
            }
            document = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse res) throws IOException {
        res.setContentType("application/json");
        res.setCharacterEncoding("UTF-8");
        res.setContentLength(document.length);
        res.getOutputStream().write(document);
    }
}
