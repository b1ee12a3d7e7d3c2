package dev.rbench.service.common.mongo;

import org.springframework.data.mongodb.core.convert.DefaultMongoTypeMapper;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/**
 * The converter both templates use. It writes no {@code _class} field, so the template and
 * repository ways store exactly the documents the driver way and the runner's seeding do, and all
 * ways read and write the same bytes.
 */
public final class SpringDataMapping {

    private SpringDataMapping() {
    }

    public static MappingMongoConverter converter() {
        MongoMappingContext context = new MongoMappingContext();
        context.afterPropertiesSet();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.setTypeMapper(new DefaultMongoTypeMapper(null));
        converter.afterPropertiesSet();
        return converter;
    }
}
