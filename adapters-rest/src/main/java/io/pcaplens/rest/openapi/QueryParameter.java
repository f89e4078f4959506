package io.pcaplens.rest.openapi;

import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

/** A query parameter of the API document, made with its schema, as every parameter must be. */
final class QueryParameter {

    private QueryParameter() {
    }

    static Parameter of(String name, String description, Schema schema) {
        return OASFactory.createParameter().name(name).in(Parameter.In.QUERY).description(description).schema(schema);
    }

    static Parameter text(String name, String description) {
        return of(name, description, type(Schema.SchemaType.STRING));
    }

    /** Repeated parameters (name=a&name=b), which the service also takes as one comma-separated value. */
    static Parameter list(String name, String description) {
        return of(name, description, type(Schema.SchemaType.ARRAY).items(type(Schema.SchemaType.STRING)))
                .style(Parameter.Style.FORM).explode(true);
    }

    static Schema type(Schema.SchemaType type) {
        return OASFactory.createSchema().type(type);
    }
}
