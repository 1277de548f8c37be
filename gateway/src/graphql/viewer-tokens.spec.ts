import { ANONYMOUS_VIEWER, type MemberViewer } from '@distill/contracts';
import { ViewerTokens } from './viewer-tokens.js';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const ada: MemberViewer = {
  kind: 'member',
  id: '5b1f0f5e-5d2a-4a4c-9b1a-0f4f2d3c4b5a',
  email: 'ada@example.com',
  role: 'user',
  subscriptionStatus: 'free',
  subscriptionType: 'free',
};
/** The claims a token carries (the subgraphs verify the signature; see libs/platform). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

const bob: MemberViewer = {
  ...ada,
  id: '6c2f0f5e-5d2a-4a4c-9b1a-0f4f2d3c4b5b',
  email: 'bob@example.com',
};

describe('ViewerTokens', () => {
  it('signs each viewer once and reuses the token while it is fresh', async () => {
    const tokens = new ViewerTokens(secret);
    const first = await tokens.tokenFor(ada);
    expect(await tokens.tokenFor({ ...ada })).toBe(first);
    expect(claimsOf(first)).toMatchObject({ sub: ada.id, kind: 'member', email: ada.email });
  });

  it('never hands one viewer’s token to another, nor to the same member after their access changed', async () => {
    const tokens = new ViewerTokens(secret);
    const forAda = await tokens.tokenFor(ada);
    const forBob = await tokens.tokenFor(bob);
    const premiumAda: MemberViewer = {
      ...ada,
      subscriptionStatus: 'active',
      subscriptionType: 'monthly',
    };
    const forPremiumAda = await tokens.tokenFor(premiumAda);
    const forVisitor = await tokens.tokenFor(ANONYMOUS_VIEWER);
    expect(new Set([forAda, forBob, forPremiumAda, forVisitor]).size).toBe(4);
    expect(claimsOf(forBob)).toMatchObject({ sub: bob.id, email: bob.email });
    expect(claimsOf(forPremiumAda)).toMatchObject({ sub: ada.id, subscriptionStatus: 'active' });
    expect(claimsOf(forVisitor)).toMatchObject({ kind: 'anonymous' });
    expect(claimsOf(forVisitor)).not.toHaveProperty('sub');
  });
});
