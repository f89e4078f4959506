package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.port.ConditionCompiler;
import io.pcaplens.domain.conversation.query.CompiledCondition;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.Expression;
import io.pcaplens.domain.conversation.query.Literal;
import io.pcaplens.domain.conversation.query.PayloadHits;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** The WHERE condition {@link ExpressionSql} writes for an expression, shown rather than run. */
@ApplicationScoped
public class SqlConditionCompiler implements ConditionCompiler {

    @Override
    public CompiledCondition compile(Expression expression) {
        // no capture is searched: each payload pattern stands for an empty set of conversations
        Map<Literal.Bytes, Set<ConversationId>> none = new HashMap<>();
        ConversationQuery.where(expression).payloadPatterns().forEach(p -> none.put(p, Set.of()));
        List<Object> params = new ArrayList<>();
        String sql = ExpressionSql.compile(expression, new PayloadHits(none), params);
        return new CompiledCondition(sql, params.stream().map(SqlConditionCompiler::written).toList());
    }

    /** Arrays as PostgreSQL writes their literals, anything else as its own text. */
    static String written(Object param) {
        if (param instanceof Object[] values) {
            return Arrays.stream(values).map(String::valueOf).collect(Collectors.joining(",", "{", "}"));
        }
        return String.valueOf(param);
    }
}
