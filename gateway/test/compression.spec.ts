import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { call, type GatewayStack, startGatewayStack } from './gateway-stack.js';

/** A built web client as `vite build` lays it out: hashed assets with `.br`/`.gz` siblings. */
const SCRIPT = `console.log(${JSON.stringify('distill '.repeat(400))});`;
const ASSET = '/assets/index-Bx7f3k2a.js';
let distDir: string;
let stack: GatewayStack;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'distill-web-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    `<!doctype html><html><head><title>Distill</title><script type="module" src="${ASSET}"></script></head><body>${'<p>Distill</p>'.repeat(200)}</body></html>`,
  );
  const asset = path.join(distDir, ASSET);
  writeFileSync(asset, SCRIPT);
  // The siblings say which file went out: a marker only they carry.
  writeFileSync(`${asset}.br`, brotliCompressSync(`${SCRIPT}//br`));
  writeFileSync(`${asset}.gz`, gzipSync(`${SCRIPT}//gz`));
  stack = await startGatewayStack({ withCatalog: true, gatewayEnv: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await stack.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('compression', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('API answers are compressed for Accept-Encoding %s', async (accept, encoding) => {
    const answer = await call(stack.url, 'GET', '/api/summaries/published', {
      headers: { 'accept-encoding': accept },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe(encoding);
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(answer.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('a client that asks for no encoding gets the plain answer', async () => {
    const answer = await call(stack.url, 'GET', '/api/summaries/published', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('HTML is compressed and revalidated on every visit', async () => {
    const answer = await call(stack.url, 'GET', '/library', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.text).toContain('<title>Distill</title>');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
  ])(
    'a hashed asset is its precompressed sibling for %s, immutable for a year',
    async (accept, encoding) => {
      const answer = await call(stack.url, 'GET', ASSET, {
        headers: { 'accept-encoding': accept },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('content-type')).toMatch(/javascript/);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.text).toBe(`${SCRIPT}//${encoding === 'br' ? 'br' : 'gz'}`);
    },
  );

  it('a hashed asset goes out as it is to a client without compression', async () => {
    const answer = await call(stack.url, 'GET', ASSET, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.text).toBe(SCRIPT);
  });
});
