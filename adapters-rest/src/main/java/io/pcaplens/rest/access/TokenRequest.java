package io.pcaplens.rest.access;

/**
 * The body of {@code POST /admin/tokens}, as the OpenAPI document describes it: who or what will use the token,
 * and its role ({@code viewer}, {@code analyst} or {@code admin}).
 */
public record TokenRequest(String name, String role) {
}
