import type { RequestHandler } from 'express';

/**
 * API answers are personal unless proven otherwise (the viewer decides what the catalog shows,
 * sessions, reading and billing are private): no browser or proxy may keep them. Applied to
 * every /api and /graphql route, so routes added later inherit it.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
