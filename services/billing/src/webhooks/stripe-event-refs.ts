/** The Stripe event types billing applies; others are stored, acknowledged and left alone. */
export const HANDLED_EVENT_TYPES = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

export interface SubscriptionReference {
  subscriptionId: string;
  customerId: string;
  /** Set on subscriptions billing created (metadata), to find the member of an unknown customer. */
  userId: string | null;
}

type Json = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const objectOf = (value: unknown): Json | null =>
  value && typeof value === 'object' ? (value as Json) : null;
const idOf = (value: unknown): string | null => text(value) ?? text(objectOf(value)?.id);

export function isHandledEventType(type: string): type is HandledEventType {
  return (HANDLED_EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * Which subscription an event is about. Only the ids are taken from the event: its state is
 * re-read from Stripe, because events arrive late, twice and out of order.
 */
export function subscriptionReferenceOf(event: Json): SubscriptionReference | null {
  if (!isHandledEventType(String(event.type))) return null;
  const object = objectOf(objectOf(event.data)?.object);
  if (!object) return null;
  const subscriptionId = String(event.type).startsWith('invoice.')
    ? (idOf(objectOf(objectOf(object.parent)?.subscription_details)?.subscription) ??
      idOf(object.subscription))
    : text(object.id);
  const customerId = idOf(object.customer);
  if (!subscriptionId || !customerId) return null;
  const metadata = objectOf(
    String(event.type).startsWith('invoice.')
      ? objectOf(objectOf(object.parent)?.subscription_details)?.metadata
      : object.metadata,
  );
  return { subscriptionId, customerId, userId: text(metadata?.userId) };
}
