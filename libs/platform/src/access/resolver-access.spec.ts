import { Global, type INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Parent,
  Query,
  ResolveField,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import type { NextFunction, Response } from 'express';
import pino from 'pino';
import { ANONYMOUS_VIEWER, type MemberViewer, type Viewer } from '@distill/contracts';
import { printSubgraphSchemaOf } from '../graphql/print-subgraph-schema.js';
import { subgraphGraphQLModule } from '../graphql/subgraph-graphql.module.js';
import { ProcessMetrics } from '../metrics/process-metrics.js';
import { PLATFORM_OPTIONS } from '../platform.options.js';
import type { RequestWithViewer } from '../viewer/viewer-context.middleware.js';
import { AdminOnly, GatewayOnly, MemberOnly, Public } from './access.guard.js';
import { resolverAccessTable } from './resolver-access.js';

@ObjectType('Probe')
class ProbeModel {
  @Field(() => ID)
  id!: string;
}

@Resolver(() => ProbeModel)
class ProbeResolver {
  @Query(() => ProbeModel)
  @Public()
  probe(): ProbeModel {
    return { id: 'p1' };
  }

  @Query(() => Boolean)
  @MemberOnly()
  memberProbe(): boolean {
    return true;
  }

  @Mutation(() => Boolean)
  @AdminOnly()
  adminProbe(): boolean {
    return true;
  }

  @Mutation(() => Boolean)
  @GatewayOnly()
  gatewayProbe(): boolean {
    return true;
  }

  @ResolveField(() => String, { nullable: true })
  @MemberOnly()
  secret(@Parent() probe: ProbeModel): string {
    return `secret of ${probe.id}`;
  }

  @ResolveReference()
  @Public()
  resolveReference(reference: { id: string }): ProbeModel {
    return { id: reference.id };
  }
}

/** Every operation of this class is admins only, declared once on the class. */
@Resolver()
@AdminOnly()
class BackOfficeResolver {
  @Query(() => Int)
  backOfficeCount(): number {
    return 1;
  }
}

@Module({ providers: [ProbeResolver, BackOfficeResolver] })
class ProbeFeature {}

describe('resolverAccessTable', () => {
  it('lists every query, mutation, field and reference resolver with the access it declares', () => {
    expect(resolverAccessTable([ProbeFeature])).toEqual({
      'Query.probe': 'public',
      'Query.memberProbe': 'member',
      'Mutation.adminProbe': 'admin',
      'Mutation.gatewayProbe': 'gateway',
      'Probe.secret': 'member',
      'Probe.__resolveReference': 'public',
      'Query.backOfficeCount': 'admin',
    });
  });

  it('refuses a resolver that declares nothing, naming it', () => {
    @Resolver()
    class Forgotten {
      @Query(() => Boolean)
      forgotten(): boolean {
        return true;
      }
    }
    @Module({ providers: [Forgotten] })
    class ForgottenFeature {}
    expect(() => resolverAccessTable([ProbeFeature, ForgottenFeature])).toThrow(
      /Query\.forgotten \(Forgotten\.forgotten\) declares no access/,
    );
  });

  it('refuses a method that contradicts its class', () => {
    @Resolver()
    @AdminOnly()
    class Mixed {
      @Query(() => Boolean)
      @Public()
      mixed(): boolean {
        return true;
      }
    }
    @Module({ providers: [Mixed] })
    class MixedFeature {}
    expect(() => resolverAccessTable([MixedFeature])).toThrow(
      /Query\.mixed \(Mixed\.mixed\) declares public inside a class declared admin/,
    );
  });
});

describe('@GatewayOnly in the printed subgraph', () => {
  it('is @inaccessible, so the public API never has it', async () => {
    const sdl = await printSubgraphSchemaOf([ProbeFeature]);
    expect(sdl).toMatch(/gatewayProbe: Boolean! @inaccessible/);
    expect(sdl).not.toMatch(/adminProbe: Boolean! @inaccessible/);
  });
});

describe('guards on a subgraph', () => {
  const member: MemberViewer = {
    kind: 'member',
    id: '5b1f0f5e-5d2a-4a4c-9b1a-0f4f2d3c4b5a',
    email: 'reader@example.com',
    role: 'user',
    subscriptionStatus: 'free',
    subscriptionType: 'free',
  };
  const VIEWERS: Record<string, Viewer> = { visitor: ANONYMOUS_VIEWER, member };
  let app: INestApplication;
  let url: string;

  beforeAll(async () => {
    // What PlatformModule provides the subgraph module globally: options and metrics.
    @Global()
    @Module({
      providers: [
        {
          provide: PLATFORM_OPTIONS,
          useValue: { config: { NODE_ENV: 'test' }, logger: pino({ level: 'silent' }) },
        },
        { provide: ProcessMetrics, useValue: new ProcessMetrics('probe') },
      ],
      exports: [PLATFORM_OPTIONS, ProcessMetrics],
    })
    class ProbePlatform {}
    @Module({
      imports: [ProbePlatform, subgraphGraphQLModule()],
      providers: [ProbeResolver, BackOfficeResolver],
    })
    class ProbeApp {}
    app = await NestFactory.create(ProbeApp, { logger: false });
    // Stands in for the gateway-signed viewer context (covered by viewer-context.spec).
    app.use((req: RequestWithViewer, _res: Response, next: NextFunction) => {
      req.viewer = VIEWERS[req.header('x-test-viewer') ?? 'visitor'];
      next();
    });
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}/graphql`;
  });
  afterAll(() => app.close());

  const ask = async (viewer: string, query: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-viewer': viewer },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as {
      data?: Record<string, any> | null;
      errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
    };
  };

  it('refuses a visitor a @MemberOnly field below a public query, as it would a query', async () => {
    const visitor = await ask('visitor', '{ probe { id secret } }');
    expect(visitor.data).toEqual({ probe: { id: 'p1', secret: null } });
    expect(visitor.errors).toEqual([
      {
        message: 'Unauthorized',
        path: ['probe', 'secret'],
        extensions: { code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' },
      },
    ]);
    expect(await ask('member', '{ probe { id secret } }')).toEqual({
      data: { probe: { id: 'p1', secret: 'secret of p1' } },
    });
  });

  it('answers a @MemberOnly query and a class-wide @AdminOnly with the shared codes', async () => {
    const visitor = await ask('visitor', '{ memberProbe }');
    expect(visitor.errors?.[0]).toMatchObject({
      message: 'Unauthorized',
      extensions: { code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' },
    });
    const notAdmin = await ask('member', '{ backOfficeCount }');
    expect(notAdmin.errors?.[0]).toMatchObject({
      message: 'Admin access required',
      extensions: { code: 'FORBIDDEN', reason: 'ADMIN_ONLY' },
    });
  });
});
