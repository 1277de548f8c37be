import { insertSummary, type SummaryFixture } from './catalog-fixtures.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  type GatewayStack,
  graphqlCall,
  startGatewayStack,
  registerMember,
} from './gateway-stack.js';

type ViewerName = 'anonymous' | 'freeMember' | 'subscriber' | 'admin';
type Kind = 'free' | 'premium' | 'draft';

/**
 * Spec section 4 and ARCHITECTURE "Content access": what each viewer gets of each kind of
 * summary, through GraphQL and through REST. 'full' = content and section content;
 * 'preview' = the first two non-empty lines and section titles only; 'none' = not found.
 * Viewers are real: a visitor, a registered member, a member with an active subscription,
 * and the bootstrap admin, each signed in through identity.
 */
const EXPECTED: Record<ViewerName, Record<Kind, 'full' | 'preview' | 'none'>> = {
  anonymous: { free: 'full', premium: 'preview', draft: 'none' },
  freeMember: { free: 'full', premium: 'preview', draft: 'none' },
  subscriber: { free: 'full', premium: 'full', draft: 'none' },
  admin: { free: 'full', premium: 'full', draft: 'full' },
};

const SUMMARY_QUERY = `query($id: ID!) {
  summary(id: $id) { id content preview hasFullAccess sections { title content isLocked } }
}`;

let stack: GatewayStack;
const fixtures = {} as Record<Kind, SummaryFixture>;
const cookies = {} as Record<ViewerName, string | null>;

const register = () => registerMember(stack.url);

beforeAll(async () => {
  stack = await startGatewayStack({ withCatalog: true, seedCatalog: false });
  fixtures.free = await insertSummary(stack, {
    title: 'Free',
    isPremium: false,
    isPublished: true,
  });
  fixtures.premium = await insertSummary(stack, {
    title: 'Premium',
    isPremium: true,
    isPublished: true,
  });
  fixtures.draft = await insertSummary(stack, {
    title: 'Draft',
    isPremium: true,
    isPublished: false,
  });

  cookies.anonymous = null;
  cookies.freeMember = (await register()).cookie;
  const subscriber = await register();
  await stack.changeMemberAccess(subscriber.userId, {
    subscriptionStatus: 'active',
    subscriptionType: 'monthly',
  });
  cookies.subscriber = subscriber.cookie;
  const admin = await call(stack.url, 'POST', '/api/simple-login', {
    json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  cookies.admin = admin.sessionCookie;
});
afterAll(() => stack.close());

const cells = Object.entries(EXPECTED).flatMap(([viewer, kinds]) =>
  Object.entries(kinds).map(
    ([kind, access]) => [viewer as ViewerName, kind as Kind, access] as const,
  ),
);

/** Text that only full access may reveal: the third content line and every section body. */
const lockedTextOf = (fixture: SummaryFixture) => [
  fixture.content.split('\n').at(-1)!,
  ...fixture.sectionContents,
];

describe.each(cells)('%s reading a %s summary gets %s access', (viewer, kind, access) => {
  it('through GraphQL', async () => {
    const fixture = fixtures[kind];
    const { body } = await graphqlCall(stack.url, SUMMARY_QUERY, {
      cookie: cookies[viewer],
      variables: { id: fixture.id },
    });
    expect(body.errors).toBeUndefined();
    const summary = body.data?.summary as Record<string, any> | null;
    if (access === 'none') return expect(summary).toBeNull();
    expect(summary!.preview).toBe(fixture.preview);
    if (access === 'full') {
      expect(summary).toMatchObject({ content: fixture.content, hasFullAccess: true });
      expect(summary!.sections.map((s: { content: string }) => s.content)).toEqual(
        fixture.sectionContents,
      );
    } else {
      expect(summary).toMatchObject({ content: fixture.preview, hasFullAccess: false });
      expect(summary!.sections).toEqual(
        fixture.sectionTitles.map((title) => ({ title, content: null, isLocked: true })),
      );
      for (const locked of lockedTextOf(fixture))
        expect(JSON.stringify(body)).not.toContain(locked);
    }
  });

  it('through REST', async () => {
    const fixture = fixtures[kind];
    const cookie = cookies[viewer];
    const [summary, preview, sections] = await Promise.all(
      ['', '/preview', '/sections'].map((suffix) =>
        call(stack.url, 'GET', `/api/summaries/${fixture.id}${suffix}`, { cookie }),
      ),
    );
    if (access === 'none') {
      for (const answer of [summary!, preview!, sections!]) {
        expect({ status: answer.status, text: answer.text }).toEqual({
          status: 404,
          text: 'Summary not found',
        });
      }
      return;
    }
    expect(preview!.json().content).toBe(fixture.preview);
    expect(preview!.text).not.toContain(lockedTextOf(fixture)[0]);
    expect(summary!.json().content).toBe(access === 'full' ? fixture.content : fixture.preview);
    expect(sections!.json<Array<{ content: string | null }>>().map((s) => s.content)).toEqual(
      access === 'full' ? fixture.sectionContents : fixture.sectionTitles.map(() => null),
    );
    if (access === 'preview') {
      for (const locked of lockedTextOf(fixture)) {
        expect(summary!.text + preview!.text + sections!.text).not.toContain(locked);
      }
    }
  });
});

describe('lists', () => {
  it.each(['anonymous', 'freeMember', 'subscriber', 'admin'] as const)(
    'never list drafts and apply the access rule to premium content (%s)',
    async (viewer) => {
      for (const path of ['/api/summaries/featured', '/api/summaries/published']) {
        const list = (await call(stack.url, 'GET', path, { cookie: cookies[viewer] })).json<
          Array<{ id: string; content: string }>
        >();
        expect(list.map((s) => s.id)).not.toContain(fixtures.draft.id);
        const premium = list.find((s) => s.id === fixtures.premium.id)!;
        expect(premium.content).toBe(
          EXPECTED[viewer].premium === 'full' ? fixtures.premium.content : fixtures.premium.preview,
        );
      }
    },
  );
});
