import {
  graphql,
  insertSummary,
  rest,
  startGatewayStack,
  type GatewayTestStack,
  type SummaryFixture,
  type testViewers,
} from './gateway-test-stack.js';

type ViewerName = keyof typeof testViewers;
type Kind = 'free' | 'premium' | 'draft';

/**
 * Spec section 4 and ARCHITECTURE "Content access": what each viewer gets of each kind of
 * summary, through GraphQL and through REST. 'full' = content and section content;
 * 'preview' = the first two non-empty lines and section titles only; 'none' = not found.
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

let stack: GatewayTestStack;
const fixtures = {} as Record<Kind, SummaryFixture>;

beforeAll(async () => {
  stack = await startGatewayStack('access');
  fixtures.free = await insertSummary(stack.catalogDatabase, {
    title: 'Free',
    isPremium: false,
    isPublished: true,
  });
  fixtures.premium = await insertSummary(stack.catalogDatabase, {
    title: 'Premium',
    isPremium: true,
    isPublished: true,
  });
  fixtures.draft = await insertSummary(stack.catalogDatabase, {
    title: 'Draft',
    isPremium: true,
    isPublished: false,
  });
});
afterAll(() => stack.close());

const cells = Object.entries(EXPECTED).flatMap(([viewer, kinds]) =>
  Object.entries(kinds).map(
    ([kind, access]) => [viewer as ViewerName, kind as Kind, access] as const,
  ),
);

describe.each(cells)('%s reading a %s summary gets %s access', (viewer, kind, access) => {
  const fixture = () => fixtures[kind];
  const lockedTextOf = (f: SummaryFixture) => [f.content.split('\n').at(-1)!, ...f.sectionContents];

  it('through GraphQL', async () => {
    const { body } = await graphql(stack, viewer, SUMMARY_QUERY, { id: fixture().id });
    expect(body.errors).toBeUndefined();
    if (access === 'none') return expect(body.data.summary).toBeNull();
    const summary = body.data.summary;
    expect(summary.preview).toBe(fixture().preview);
    if (access === 'full') {
      expect(summary).toMatchObject({ content: fixture().content, hasFullAccess: true });
      expect(summary.sections.map((s: { content: string }) => s.content)).toEqual(
        fixture().sectionContents,
      );
    } else {
      expect(summary).toMatchObject({ content: fixture().preview, hasFullAccess: false });
      expect(summary.sections).toEqual([
        { title: 'Premium section 1 title', content: null, isLocked: true },
        { title: 'Premium section 2 title', content: null, isLocked: true },
      ]);
      for (const locked of lockedTextOf(fixture()))
        expect(JSON.stringify(body)).not.toContain(locked);
    }
  });

  it('through REST', async () => {
    const id = fixture().id;
    const [summary, preview, sections] = await Promise.all([
      rest(stack, viewer, `/api/summaries/${id}`),
      rest(stack, viewer, `/api/summaries/${id}/preview`),
      rest(stack, viewer, `/api/summaries/${id}/sections`),
    ]);
    if (access === 'none') {
      for (const response of [summary, preview, sections]) {
        expect({ status: response.status, text: response.text }).toEqual({
          status: 404,
          text: 'Summary not found',
        });
      }
      return;
    }
    expect(preview.status).toBe(200);
    expect(preview.json.content).toBe(fixture().preview);
    expect(preview.text).not.toContain(fixture().content.split('\n').at(-1)!);
    expect(summary.json.content).toBe(access === 'full' ? fixture().content : fixture().preview);
    expect(sections.json.map((s: { content: string | null }) => s.content)).toEqual(
      access === 'full' ? fixture().sectionContents : [null, null],
    );
    if (access === 'preview') {
      for (const locked of lockedTextOf(fixture())) {
        expect(summary.text + preview.text + sections.text).not.toContain(locked);
      }
    }
  });
});

describe('lists', () => {
  it.each(['anonymous', 'freeMember', 'subscriber', 'admin'] as const)(
    'never list drafts and apply the access rule to premium content (%s)',
    async (viewer) => {
      for (const path of ['/api/summaries/featured', '/api/summaries/published']) {
        const { json } = await rest(stack, viewer, path);
        const ids = json.map((s: { id: string }) => s.id);
        expect(ids).not.toContain(fixtures.draft.id);
        const premium = json.find((s: { id: string }) => s.id === fixtures.premium.id);
        expect(premium.content).toBe(
          EXPECTED[viewer].premium === 'full' ? fixtures.premium.content : fixtures.premium.preview,
        );
      }
    },
  );
});
