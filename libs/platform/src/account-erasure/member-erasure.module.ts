import { Controller, type DynamicModule, Module } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { type EnvelopeOf, IdentityEvents } from '@distill/contracts';
import { InboxContext } from '../events/inbox-event.server.js';
import { OnEvent } from '../events/on-event.decorator.js';
import { eraseMember, type MemberDataList } from './member-data.js';

@Module({})
export class MemberErasureModule {
  /**
   * Consumes identity's UserErased for a service whose member data is only rows of its own
   * tables (`list`): erased in the inbox's transaction, all or nothing, once per event. A service
   * with more to erase (billing: Stripe's customer) writes its consumer around `eraseMember`.
   */
  static of(list: MemberDataList): DynamicModule {
    @Controller()
    class MemberErasureConsumer {
      @OnEvent(IdentityEvents.UserErased)
      async erased(
        @Payload() envelope: EnvelopeOf<typeof IdentityEvents.UserErased>,
        @Ctx() context: InboxContext,
      ): Promise<void> {
        await eraseMember(context.manager, list, envelope.payload.userId);
      }
    }
    return { module: MemberErasureModule, controllers: [MemberErasureConsumer] };
  }
}
