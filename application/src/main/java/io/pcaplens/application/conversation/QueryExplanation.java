package io.pcaplens.application.conversation;

import io.pcaplens.domain.conversation.port.ConditionCompiler;
import io.pcaplens.domain.conversation.query.CompiledCondition;
import io.pcaplens.domain.conversation.query.Expression;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** What a hunt query would ask the store, told without running it. */
@ApplicationScoped
public class QueryExplanation {

    private ConditionCompiler compiler;

    /** For the container's proxy. */
    protected QueryExplanation() {
    }

    @Inject
    public QueryExplanation(ConditionCompiler compiler) {
        this.compiler = compiler;
    }

    /** The condition the store would run for the expression, with its bound values. */
    public CompiledCondition condition(Expression expression) {
        return compiler.compile(expression);
    }
}
