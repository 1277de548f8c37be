import { ANONYMOUS_VIEWER, type MemberViewer, type Viewer } from '@distill/contracts';
import { SignJWT } from 'jose';
import {
  acceptedInternalSecrets,
  signViewerContext,
  VerifiedViewerContexts,
  verifyViewerContext,
  verifyViewerContextClaims,
} from './viewer-context.js';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const member: MemberViewer = {
  kind: 'member',
  id: '5b1f0f5e-5d2a-4a4c-9b1a-0f4f2d3c4b5a',
  email: 'reader@example.com',
  role: 'user',
  subscriptionStatus: 'active',
  subscriptionType: 'monthly',
};

describe('viewer context', () => {
  it('round-trips a member and an anonymous viewer', async () => {
    await expect(
      verifyViewerContext(await signViewerContext(member, secret), secret),
    ).resolves.toEqual(member);
    await expect(
      verifyViewerContext(await signViewerContext(ANONYMOUS_VIEWER, secret), secret),
    ).resolves.toEqual(ANONYMOUS_VIEWER);
  });

  it('round-trips a partner with its scopes, and refuses unknown scopes', async () => {
    const partner = {
      kind: 'partner' as const,
      id: '7d1f0f5e-5d2a-4a4c-9b1a-0f4f2d3c4b5a',
      name: 'Bookshop',
      scopes: ['premium-content' as const],
    };
    await expect(
      verifyViewerContext(await signViewerContext(partner, secret), secret),
    ).resolves.toEqual(partner);
    const forged = await new SignJWT({ kind: 'partner', name: 'x', scopes: ['admin'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('distill-gateway')
      .setAudience('distill-subgraphs')
      .setSubject(partner.id)
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode(secret));
    await expect(verifyViewerContext(forged, secret)).rejects.toThrow('malformed viewer context');
  });

  it('rejects a token signed with another secret', async () => {
    const token = await signViewerContext(member, 'another-secret-that-is-also-long-enough-xx');
    await expect(verifyViewerContext(token, secret)).rejects.toThrow('invalid viewer context');
  });

  it('rejects a tampered payload', async () => {
    const [header, payload, signature] = (await signViewerContext(member, secret)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    await expect(verifyViewerContext(`${header}.${forged}.${signature}`, secret)).rejects.toThrow(
      'invalid viewer context',
    );
  });

  it('rejects an expired token', async () => {
    const expired = await new SignJWT({ kind: 'anonymous' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('distill-gateway')
      .setAudience('distill-subgraphs')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(new TextEncoder().encode(secret));
    await expect(verifyViewerContext(expired, secret)).rejects.toThrow('invalid viewer context');
  });
});

describe('viewer context client address', () => {
  it('carries the client address when given and null otherwise', async () => {
    const withAddress = await signViewerContext(member, secret, { clientAddress: '203.0.113.7' });
    await expect(verifyViewerContextClaims(withAddress, secret)).resolves.toEqual({
      viewer: member,
      clientAddress: '203.0.113.7',
      expiresAt: expect.any(Number),
    });
    await expect(verifyViewerContext(withAddress, secret)).resolves.toEqual(member);
    const without = await signViewerContext(ANONYMOUS_VIEWER, secret);
    await expect(verifyViewerContextClaims(without, secret)).resolves.toEqual({
      viewer: ANONYMOUS_VIEWER,
      clientAddress: null,
      expiresAt: expect.any(Number),
    });
  });
});

describe('verified viewer contexts, remembered by token', () => {
  const expiringAt = (expiry: number) =>
    new SignJWT({ kind: 'anonymous' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('distill-gateway')
      .setAudience('distill-subgraphs')
      .setIssuedAt()
      .setExpirationTime(expiry)
      .sign(new TextEncoder().encode(secret));

  it('answers each token with the viewer it was signed for', async () => {
    const contexts = new VerifiedViewerContexts(secret);
    const other: Viewer = { ...member, id: 'c0ffee00-0000-4000-8000-000000000002' };
    const [mine, theirs] = await Promise.all(
      [member, other].map((viewer) => signViewerContext(viewer, secret)),
    );
    for (let round = 0; round < 2; round += 1) {
      expect((await contexts.verify(mine!)).viewer).toEqual(member);
      expect((await contexts.verify(theirs!)).viewer).toEqual(other);
    }
  });

  it('never accepts a forged token, however often it comes', async () => {
    const contexts = new VerifiedViewerContexts(secret);
    const forged = await new SignJWT({ kind: 'anonymous' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('distill-gateway')
      .setAudience('distill-subgraphs')
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode('w'.repeat(40)));
    for (let round = 0; round < 2; round += 1) {
      await expect(contexts.verify(forged)).rejects.toThrow('invalid viewer context');
    }
  });

  it('stops accepting a remembered token once it expires', async () => {
    const contexts = new VerifiedViewerContexts(secret);
    const expiry = Math.floor(Date.now() / 1000) + 2;
    const token = await expiringAt(expiry);
    await expect(contexts.verify(token)).resolves.toMatchObject({ viewer: ANONYMOUS_VIEWER });
    await new Promise((resolve) => setTimeout(resolve, expiry * 1000 + 50 - Date.now()));
    await expect(contexts.verify(token)).rejects.toThrow('invalid viewer context');
  });

  it('refuses a token without an expiry', async () => {
    const token = await new SignJWT({ kind: 'anonymous' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('distill-gateway')
      .setAudience('distill-subgraphs')
      .sign(new TextEncoder().encode(secret));
    await expect(new VerifiedViewerContexts(secret).verify(token)).rejects.toThrow(
      'invalid viewer context',
    );
  });
});

describe('INTERNAL_SECRET rotation', () => {
  const previous = 'p'.repeat(40);
  const current = 'c'.repeat(40);
  const rotating = acceptedInternalSecrets({
    INTERNAL_SECRET: current,
    INTERNAL_SECRET_PREVIOUS: previous,
  });

  it('accepts contexts signed with the current or the previous secret while both are set', async () => {
    await expect(
      verifyViewerContext(await signViewerContext(member, previous), rotating),
    ).resolves.toEqual(member);
    await expect(
      verifyViewerContext(await signViewerContext(member, current), rotating),
    ).resolves.toEqual(member);
  });

  it('refuses the previous secret once it is no longer configured', async () => {
    const token = await signViewerContext(member, previous);
    await expect(
      verifyViewerContext(token, acceptedInternalSecrets({ INTERNAL_SECRET: current })),
    ).rejects.toThrow('invalid viewer context');
  });

  it('refuses a context signed with neither secret', async () => {
    const token = await signViewerContext(member, 'x'.repeat(40));
    await expect(verifyViewerContext(token, rotating)).rejects.toThrow('invalid viewer context');
  });
});
