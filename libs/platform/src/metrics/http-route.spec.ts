import type { Request } from 'express';
import { routeOf } from './http-route.js';

function request(fields: { baseUrl?: string; route?: { path: string }; originalUrl: string }) {
  return { baseUrl: '', ...fields } as unknown as Request;
}

describe('routeOf', () => {
  it.each([
    [
      'a root route',
      { route: { path: '/api/summaries/:id' }, originalUrl: '/api/summaries/42' },
      '/api/summaries/:id',
    ],
    [
      'a mounted router, spelled in capitals',
      { baseUrl: '/API', route: { path: '/summaries/:id' }, originalUrl: '/API/summaries/42' },
      '/api/summaries/:id',
    ],
    [
      'GraphQL with its optional wildcard',
      { route: { path: '/graphql{/*path}' }, originalUrl: '/graphql' },
      '/graphql',
    ],
    [
      'GraphQL behind a middleware mounted at its path',
      { baseUrl: '/graphql', route: { path: '/graphql{/*path}' }, originalUrl: '/graphql' },
      '/graphql',
    ],
    ['GraphQL as middleware, no route', { originalUrl: '/graphql?x=1' }, '/graphql'],
    ['anything unmatched', { originalUrl: '/nothing/here' }, 'other'],
  ])('%s', (_name, fields, expected) => {
    expect(routeOf(request(fields))).toBe(expected);
  });
});
