import { subscriptionReferenceOf } from './stripe-event-refs.js';

const subscription = {
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  metadata: { userId: 'user-1' },
};
const invoice = {
  id: 'in_1',
  object: 'invoice',
  customer: 'cus_1',
  parent: { subscription_details: { subscription: 'sub_1', metadata: { userId: 'user-1' } } },
};
const event = (type: string, object: unknown) => ({ id: 'evt_1', type, data: { object } });
const expected = { subscriptionId: 'sub_1', customerId: 'cus_1', userId: 'user-1' };

describe('which subscription a Stripe event is about', () => {
  it.each([
    'customer.subscription.created',
    'customer.subscription.updated',
    'customer.subscription.deleted',
    'customer.subscription.trial_will_end',
  ])('%s: the subscription object itself', (type) => {
    expect(subscriptionReferenceOf(event(type, subscription))).toEqual(expected);
  });

  it.each(['invoice.paid', 'invoice.payment_failed'])(
    '%s: the invoice parent (current API), or the older invoice.subscription',
    (type) => {
      expect(subscriptionReferenceOf(event(type, invoice))).toEqual(expected);
      const older = { id: 'in_2', customer: { id: 'cus_1' }, subscription: 'sub_1' };
      expect(subscriptionReferenceOf(event(type, older))).toEqual({ ...expected, userId: null });
    },
  );

  it.each([
    ['an event billing does not handle', event('charge.refunded', subscription)],
    [
      'an invoice outside any subscription',
      event('invoice.paid', { id: 'in_3', customer: 'cus_1', parent: null }),
    ],
    ['an event without an object', { id: 'evt_2', type: 'invoice.paid', data: null }],
    [
      'ids of the wrong type',
      event('customer.subscription.updated', { id: 42, customer: ['cus_1'] }),
    ],
  ])('nothing for %s', (_label, input) => {
    expect(subscriptionReferenceOf(input as Record<string, unknown>)).toBeNull();
  });
});
