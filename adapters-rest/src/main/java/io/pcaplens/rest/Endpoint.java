package io.pcaplens.rest;

import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.Optional;

/**
 * One operation of the API as its resources declare it: the HTTP method and the path template under the
 * version prefix, e.g. {@code GET /files/{fileId}}. Authorization decides by it, and request metrics are
 * labelled with it, because a template names an endpoint without the ids of one request.
 */
public record Endpoint(String method, String template) {

    /** The prefix every path of the API carries (RestApplication). */
    public static final String PREFIX = "/api/v1";

    /** The endpoint a resource method serves; empty for a method that serves none. */
    public static Optional<Endpoint> of(Class<?> resource, Method method) {
        String verb = httpMethod(method);
        Path classPath = annotated(resource);
        if (verb == null || classPath == null) {
            return Optional.empty();
        }
        Path methodPath = method.getAnnotation(Path.class);
        return Optional.of(new Endpoint(verb, normalized(classPath.value() + "/"
                + (methodPath == null ? "" : methodPath.value()))));
    }

    /** The full path template, as a client sees it. */
    public String path() {
        return PREFIX + template;
    }

    @Override
    public String toString() {
        return method + " " + path();
    }

    private static String httpMethod(Method method) {
        for (Annotation a : method.getAnnotations()) {
            HttpMethod verb = a.annotationType().getAnnotation(HttpMethod.class);
            if (verb != null) {
                return verb.value();
            }
        }
        return null;
    }

    /** The resource's @Path, also when the class at hand is a container's subclass of it. */
    private static Path annotated(Class<?> resource) {
        for (Class<?> c = resource; c != null; c = c.getSuperclass()) {
            Path path = c.getAnnotation(Path.class);
            if (path != null) {
                return path;
            }
        }
        return null;
    }

    private static String normalized(String template) {
        String t = ("/" + template).replaceAll("/+", "/");
        return t.length() > 1 && t.endsWith("/") ? t.substring(0, t.length() - 1) : t;
    }
}
