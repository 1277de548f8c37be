import { EventPattern } from '@nestjs/microservices';
import type { EventType } from '@distill/contracts';

/**
 * Marks a controller method as the handler of one event type. The method receives
 * `(@Payload() envelope: EventEnvelope<EventPayloads[T]>, @Ctx() context: InboxContext)` and must
 * write its effect through `context.manager`, in the inbox transaction.
 */
export function OnEvent(type: EventType): MethodDecorator {
  // Nest's typed overload would describe the payload, but we deliver whole envelopes.
  return EventPattern(type) as MethodDecorator;
}
