import Stripe from 'stripe';
import {
  call,
  eventually,
  type GatewayStack,
  type HttpAnswer,
  registerAndConfirm,
  uniqueEmail,
} from './gateway-stack.js';

/** A summary as `/api/summaries/published` lists it (what these suites read of it). */
interface Listed {
  id: string;
  isPremium: boolean;
}

export interface MemberWithData {
  email: string;
  userId: string;
  cookie: string;
  /** A call as this member. */
  as(method: string, path: string, json?: unknown): Promise<HttpAnswer>;
  /** The free summary they favourited, finished and highlighted; the premium one they picked. */
  free: Listed;
  premium: Listed;
  /** Their highlight's quote and note. */
  quote: string;
  note: string;
}

/**
 * A member with data in every service, made through the REST routes as a member makes it (issue
 * 45's archive and erasure suites): a free pick, a favourite, a finished summary, a highlight with
 * `note` and its review card graded once, and a trial with a card at the Stripe double. With
 * `paid`, the double's clock then runs past the trial, so the plan is paid and active. Needs a
 * stack with the catalog and billing (and `smtp` when it has one, for the registration link).
 */
export async function memberWithData(
  stack: GatewayStack,
  { label, note, paid = false }: { label: string; note: string; paid?: boolean },
): Promise<MemberWithData> {
  const published = (await call(stack.url, 'GET', '/api/summaries/published')).json<Listed[]>();
  const free = published.find((summary) => !summary.isPremium)!;
  const premium = published.find((summary) => summary.isPremium)!;
  const [section] = (await call(stack.url, 'GET', `/api/summaries/${free.id}/sections`)).json<
    Array<{ id: string; content: string }>
  >();

  const email = uniqueEmail(label);
  const registered = await registerAndConfirm(stack.url, email, { smtp: stack.smtp });
  const cookie = registered.sessionCookie!;
  const userId = registered.json<{ user: { id: string } }>().user.id;
  const as = (method: string, path: string, json?: unknown) =>
    call(stack.url, method, path, { cookie, json });
  const expectStatus = async (answer: Promise<HttpAnswer>, what: string) => {
    const { status, text } = await answer;
    if (status >= 300) throw new Error(`${what} answered ${status}: ${text}`);
  };

  await expectStatus(
    as('POST', '/api/free-picks', { summaryId: premium.id, timeZone: 'Europe/Berlin' }),
    'the free pick',
  );
  await expectStatus(as('POST', '/api/favorites', { summaryId: free.id }), 'the favourite');
  await expectStatus(
    as('POST', '/api/reading-progress', { summaryId: free.id, progressPercentage: 100 }),
    'the progress',
  );
  const word = /\p{L}{4,}/u.exec(section!.content)!;
  const end = word.index + word[0].length;
  await expectStatus(
    as('POST', '/api/highlights', {
      summaryId: free.id,
      sectionId: section!.id,
      quote: word[0],
      prefix: section!.content.slice(Math.max(0, word.index - 32), word.index),
      suffix: section!.content.slice(end, end + 32),
      start: word.index,
      end,
      color: 'yellow',
      note,
    }),
    'the highlight',
  );
  const [card] = (await as('GET', '/api/review/due?tz=UTC')).json<Array<{ id: string }>>();
  await expectStatus(as('POST', `/api/review/${card!.id}`, { grade: 'good' }), 'the review');

  const started = await as('POST', '/api/create-subscription');
  const { clientSecret } = started.json<{ clientSecret: string }>();
  const double = stack.stripeDouble!;
  const stripe = new Stripe('sk_test_gateway', double.sdkOptions);
  await stripe.setupIntents.confirm(clientSecret.split('_secret_')[0]!, {
    payment_method: 'pm_card_visa',
  });
  if (paid) double.advanceClock(8 * 24 * 3600);
  await double.settled();
  const status = paid ? 'active' : 'trialing';
  await eventually(async () => {
    const me = (await as('GET', '/api/auth/user')).json<{ subscriptionStatus: string }>();
    return me.subscriptionStatus === status ? true : undefined;
  }, 30_000);

  return { email, userId, cookie, as, free, premium, quote: word[0], note };
}
