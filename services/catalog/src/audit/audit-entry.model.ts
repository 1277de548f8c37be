import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('AuditChange')
export class AuditChangeModel {
  @Field()
  field!: string;

  @Field(() => String, { nullable: true, description: 'Null when the value was created.' })
  from!: string | null;

  @Field(() => String, { nullable: true, description: 'Null when the value was removed.' })
  to!: string | null;
}

@ObjectType('AuditEntry', { description: 'One editor change to a summary, section or category.' })
export class AuditEntryModel {
  @Field(() => ID)
  id!: string;

  @Field()
  occurredAt!: Date;

  @Field(() => ID)
  actorId!: string;

  @Field()
  actorEmail!: string;

  @Field({ description: "'summary', 'section' or 'category'." })
  entity!: string;

  @Field(() => ID)
  entityId!: string;

  @Field({ description: 'created, updated, published, unpublished, deleted or reordered.' })
  action!: string;

  @Field(() => [AuditChangeModel])
  changes!: AuditChangeModel[];
}
