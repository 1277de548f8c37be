import { ApolloServer } from '@apollo/server';
import { findRefusedText, rejectMalformedText, textInputFault } from './text-input-rule.js';

const CONTROL = 'must not contain control characters';
const MALFORMED = 'must be well-formed Unicode text';

describe('text input rule', () => {
  it.each([
    ['plain text', null],
    ['lines\nwith\ttabs\r\n', null],
    ['accents é and emoji 📚', null],
    // Well-formed text that real names and scripts use: taken as given.
    ['combining e\u0301 and a\u0308\u0301', null],
    ['right-to-left override \u202Eabc and mark \u200F', null],
    ['zero-width space\u200B, joiner 👩\u200D💻 and non-joiner \u200C', null],
    ['nul\u0000byte', CONTROL],
    ['bell\u0007', CONTROL],
    ['escape\u001b[31m', CONTROL],
    ['delete\u007f', CONTROL],
    ['next line\u0085', CONTROL],
    ['C1 escape \u009b31m', CONTROL],
    ['no-break space\u00a0after the C1 range', null],
    ['x\uD800@example.com', MALFORMED],
    ['trailing high surrogate \uDBFF', MALFORMED],
    ['lone low surrogate \uDC00 first', MALFORMED],
    ['pair reversed \uDC00\uD800', MALFORMED],
    ['both: \uD800\u0000', MALFORMED],
  ])('%j: %s', (text, expected) => {
    expect(textInputFault(text)).toBe(expected);
  });

  it('names the first nested string refused and why', () => {
    expect(findRefusedText({ email: 'a@b.co', input: { tags: ['ok', 'b\u0000'] } }, '')).toEqual({
      path: 'input.tags[1]',
      fault: CONTROL,
    });
    expect(findRefusedText({ input: { name: ['\uD83D'] } }, '')).toEqual({
      path: 'input.name[0]',
      fault: MALFORMED,
    });
    expect(findRefusedText({ n: 1, ok: true, s: 'fine 📚' }, '')).toBeNull();
  });

  describe('as an Apollo Server plugin', () => {
    const server = new ApolloServer({
      typeDefs: 'type Query { echo(text: String!): String! }',
      resolvers: { Query: { echo: (_: unknown, { text }: { text: string }) => text } },
      plugins: [rejectMalformedText()],
    });
    beforeAll(() => server.start());
    afterAll(() => server.stop());

    async function echo(text: string) {
      const response = await server.executeOperation({
        query: 'query ($text: String!) { echo(text: $text) }',
        variables: { text },
      });
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      return { status: response.http.status, result: response.body.singleResult };
    }

    it('refuses a variable with a lone surrogate: 400 BAD_USER_INPUT with a message', async () => {
      const { status, result } = await echo('x\uD800@example.com');
      expect(status).toBe(400);
      expect(result.errors?.[0]).toMatchObject({
        message: `text ${MALFORMED}`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('refuses a variable with a control character', async () => {
      const { status, result } = await echo('a\u0000b');
      expect(status).toBe(400);
      expect(result.errors?.[0]?.message).toBe(`text ${CONTROL}`);
    });

    it('answers well-formed text with combining, zero-width and right-to-left characters as given', async () => {
      const text = 'Zoe\u0308 \u202Eevil\u202C \u200Bgap';
      const { result } = await echo(text);
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ echo: text });
    });

    it('refuses an inline literal with a control character every time it is sent', async () => {
      // Apollo keeps the parsed document: the second request is judged from the first's scan.
      const query = `{ echo(text: ${JSON.stringify('a\u0007b')}) }`;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await server.executeOperation({ query });
        if (response.body.kind !== 'single') throw new Error('expected a single result');
        expect(response.http.status).toBe(400);
        expect(response.body.singleResult.errors?.[0]?.message).toBe(`text ${CONTROL}`);
      }
      const fine = await server.executeOperation({ query: '{ echo(text: "ab") }' });
      if (fine.body.kind !== 'single') throw new Error('expected a single result');
      expect(fine.body.singleResult.data).toEqual({ echo: 'ab' });
    });
  });
});
