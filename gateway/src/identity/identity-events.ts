import { IdentityEvents, type EventEnvelope, type UserUpdatedPayload } from '@distill/contracts';
import { inConsumerSpan, type EventTransport } from '@distill/platform';
import type { Logger } from 'pino';
import type { IdentityViewerResolver } from './identity-viewer-resolver.js';

/**
 * The gateway's event consumer: `identity.user.updated` (role or subscription changed) drops the
 * user's cached viewers so the next request sees the change. Dropping is idempotent, so the
 * gateway keeps no inbox; a failure (Redis down) is retried by the transport.
 */
export async function consumeIdentityEvents(
  transport: EventTransport,
  viewers: IdentityViewerResolver,
  logger: Logger,
): Promise<void> {
  await transport.consume('gateway', (envelope: EventEnvelope) =>
    inConsumerSpan('gateway', envelope, async () => {
      if (envelope.type !== IdentityEvents.UserUpdated) {
        logger.warn({ eventType: envelope.type }, 'gateway ignores an event it does not consume');
        return;
      }
      const { userId } = envelope.payload as UserUpdatedPayload;
      await viewers.forgetUser(userId);
    }),
  );
}
