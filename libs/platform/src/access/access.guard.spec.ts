import { Controller, Get, type INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NextFunction, Response } from 'express';
import pino from 'pino';
import { ANONYMOUS_VIEWER, type MemberViewer, type Viewer } from '@distill/contracts';
import { HttpErrorFilter } from '../errors/http-exception.filter.js';
import type { RequestWithViewer } from '../viewer/viewer-context.middleware.js';
import { AccessError } from './access.error.js';
import { AdminOnly, MemberOnly, requireAccess } from './access.guard.js';

const member: MemberViewer = {
  kind: 'member',
  id: '5b1f0f5e-5d2a-4a4c-9b1a-0f4f2d3c4b5a',
  email: 'reader@example.com',
  role: 'user',
  subscriptionStatus: 'active',
  subscriptionType: 'monthly',
};
const admin: MemberViewer = { ...member, role: 'admin' };
const VIEWERS: Record<string, Viewer> = { visitor: ANONYMOUS_VIEWER, member, admin };

describe('requireAccess', () => {
  it.each([
    ['member', 'visitor', 'unauthenticated'],
    ['member', 'member', null],
    ['member', 'admin', null],
    ['admin', 'visitor', 'unauthenticated'],
    ['admin', 'member', 'forbidden'],
    ['admin', 'admin', null],
  ] as const)('%s level for a %s: refusal %s', (level, name, refusal) => {
    const viewer = VIEWERS[name]!;
    if (refusal === null) {
      expect(requireAccess(viewer, level)).toBe(viewer);
    } else {
      expect(() => requireAccess(viewer, level)).toThrow(AccessError);
      expect(() => requireAccess(viewer, level)).toThrow(
        expect.objectContaining({ kind: refusal }),
      );
    }
  });
});

@Controller()
class ProbeController {
  @Get('open')
  open() {
    return { ok: 'open' };
  }

  @Get('members')
  @MemberOnly()
  members() {
    return { ok: 'members' };
  }

  @Get('admins')
  @AdminOnly()
  admins() {
    return { ok: 'admins' };
  }
}

@AdminOnly()
@Controller('back-office')
class BackOfficeController {
  @Get()
  index() {
    return { ok: 'back-office' };
  }
}

@Module({ controllers: [ProbeController, BackOfficeController] })
class ProbeModule {}

describe('@AdminOnly / @MemberOnly on a Nest application', () => {
  let app: INestApplication;
  let baseUrl: string;

  beforeAll(async () => {
    app = await NestFactory.create(ProbeModule, { logger: false });
    // Stands in for the gateway-signed viewer context (covered by viewer-context.spec).
    app.use((req: RequestWithViewer, _res: Response, next: NextFunction) => {
      req.viewer = VIEWERS[req.header('x-test-viewer') ?? 'visitor'];
      next();
    });
    app.useGlobalFilters(new HttpErrorFilter(pino({ level: 'silent' })));
    await app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(() => app.close());

  const call = async (path: string, viewer: string) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'x-test-viewer': viewer } });
    return { status: response.status, body: await response.json() };
  };

  it.each([
    ['/open', 'visitor', 200],
    ['/members', 'visitor', 401],
    ['/members', 'member', 200],
    ['/members', 'admin', 200],
    ['/admins', 'visitor', 401],
    ['/admins', 'member', 403],
    ['/admins', 'admin', 200],
    ['/back-office', 'visitor', 401],
    ['/back-office', 'member', 403],
    ['/back-office', 'admin', 200],
  ])('GET %s as %s answers %i', async (path, viewer, status) => {
    const response = await call(path, viewer);
    expect(response.status).toBe(status);
    if (status === 401) expect(response.body).toEqual({ message: 'Unauthorized' });
    if (status === 403) expect(response.body).toEqual({ message: 'Admin access required' });
  });
});
