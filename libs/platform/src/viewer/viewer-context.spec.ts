import { ANONYMOUS_VIEWER, type MemberViewer } from '@distill/contracts';
import { SignJWT } from 'jose';
import {
  signViewerContext,
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
    });
    await expect(verifyViewerContext(withAddress, secret)).resolves.toEqual(member);
    const without = await signViewerContext(ANONYMOUS_VIEWER, secret);
    await expect(verifyViewerContextClaims(without, secret)).resolves.toEqual({
      viewer: ANONYMOUS_VIEWER,
      clientAddress: null,
    });
  });
});
