import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum DataArchiveStatus {
  preparing = 'preparing',
  ready = 'ready',
  /** Its link passed DATA_ARCHIVE_LINK_DAYS: the member may request a new one. */
  expired = 'expired',
  /** Not ready within DATA_ARCHIVE_PREPARING_MINUTES: the member may request it again. */
  failed = 'failed',
}

registerEnumType(DataArchiveStatus, { name: 'DataArchiveStatus' });

@ObjectType('DataArchive', {
  description: "A member's data archive: everything Distill holds about them, as one zip file.",
})
export class DataArchiveModel {
  @Field(() => ID)
  id!: string;

  @Field(() => DataArchiveStatus)
  status!: DataArchiveStatus;

  @Field()
  requestedAt!: Date;

  @Field(() => Date, { nullable: true })
  readyAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'After this the link no longer downloads.' })
  expiresAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'The zip file size in bytes, once ready.' })
  byteSize!: number | null;
}
