package io.pcaplens.rest.access;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The request as the OpenID Connect mechanism sees it: its parameters are those of the query string only. The
 * provider answers on the query string (the authorization code flow's default response mode), and a
 * mechanism that asked for a parameter of the full request would parse, and so consume, a form body meant
 * for the API (the bulk exports' ids), which would then read as empty.
 */
final class QueryOnlyParameters extends HttpServletRequestWrapper {

    private final Map<String, String[]> parameters;

    QueryOnlyParameters(HttpServletRequest request) {
        super(request);
        this.parameters = Collections.unmodifiableMap(parse(request.getQueryString()));
    }

    private static Map<String, String[]> parse(String query) {
        Map<String, String[]> out = new LinkedHashMap<>();
        if (query == null || query.isEmpty()) {
            return out;
        }
        for (String pair : query.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            String name = decode(eq < 0 ? pair : pair.substring(0, eq));
            String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
            out.merge(name, new String[]{value}, (a, b) -> {
                String[] both = Arrays.copyOf(a, a.length + 1);
                both[a.length] = b[0];
                return both;
            });
        }
        return out;
    }

    private static String decode(String s) {
        try {
            return URLDecoder.decode(s, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException malformed) {
            // a malformed escape is kept as sent: the mechanism then finds no parameter it knows
            return s;
        }
    }

    @Override
    public String getParameter(String name) {
        String[] values = parameters.get(name);
        return values == null ? null : values[0];
    }

    @Override
    public Map<String, String[]> getParameterMap() {
        return parameters;
    }

    @Override
    public Enumeration<String> getParameterNames() {
        return Collections.enumeration(parameters.keySet());
    }

    @Override
    public String[] getParameterValues(String name) {
        String[] values = parameters.get(name);
        return values == null ? null : values.clone();
    }
}
