import { DomainError, domainErrorOf, HTTP_STATUS_BY_KIND } from './domain-error.js';

class WidgetError extends domainErrorOf({
  WIDGET_NOT_FOUND: 'not_found',
  WIDGET_TAKEN: 'conflict',
}) {
  static taken(): WidgetError {
    return new WidgetError('WIDGET_TAKEN', 'Widget taken', { by: 'someone' });
  }
}

describe('domainErrorOf', () => {
  it("gives each error its code's kind from the one table, and with it the HTTP status", () => {
    const notFound = new WidgetError('WIDGET_NOT_FOUND', 'Widget not found');
    const taken = WidgetError.taken();

    expect(notFound).toBeInstanceOf(DomainError);
    expect(notFound.kind).toBe('not_found');
    expect(HTTP_STATUS_BY_KIND[notFound.kind]).toBe(404);
    expect(taken.kind).toBe('conflict');
    expect(taken).toMatchObject({
      name: 'WidgetError',
      code: 'WIDGET_TAKEN',
      message: 'Widget taken',
      extensions: { by: 'someone' },
    });
  });
});
