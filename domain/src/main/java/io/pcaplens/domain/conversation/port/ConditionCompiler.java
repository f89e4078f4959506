package io.pcaplens.domain.conversation.port;

import io.pcaplens.domain.conversation.query.CompiledCondition;
import io.pcaplens.domain.conversation.query.Expression;

/** Writes an expression as the condition the conversation store would run, without running it. */
public interface ConditionCompiler {

    /**
     * The condition of the expression; a payload clause's placeholder stands for the conversations found holding
     * the pattern, which only a search of a capture tells.
     */
    CompiledCondition compile(Expression expression);
}
