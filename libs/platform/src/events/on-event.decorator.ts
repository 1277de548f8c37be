import { EventPattern } from '@nestjs/microservices';
import type { EnvelopeOf, EventType } from '@distill/contracts';
import type { InboxContext } from './inbox-event.server.js';

/**
 * A handler of event `T`: the envelope, its payload typed by the event's name, and the inbox
 * transaction (`context.manager`) through which the handler writes its effect.
 */
export type EventHandlerOf<T extends EventType> = (
  envelope: EnvelopeOf<T>,
  context: InboxContext,
) => Promise<void>;

/**
 * Marks a controller method as the handler of one event type, or of several that mean the same
 * to it: `handle(@Payload() envelope: EnvelopeOf<T>, @Ctx() context: InboxContext): Promise<void>`.
 * A method whose envelope is another event's does not compile.
 */
export function OnEvent<T extends EventType>(...types: [T, ...T[]]) {
  // Nest's typed overload would describe the payload, but we deliver whole envelopes.
  const pattern: MethodDecorator = EventPattern<EventType[]>(types);
  return <H extends EventHandlerOf<T>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    pattern(target, key, descriptor);
  };
}
