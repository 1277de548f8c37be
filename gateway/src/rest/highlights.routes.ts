import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Request, Router } from 'express';
import type { Logger } from 'pino';
import { DEFAULT_HIGHLIGHT_PAGE, HIGHLIGHT_COLORS, isHighlightColor } from '@distill/contracts';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import {
  bodyErrorsAsBadRequest,
  type BodyCheck,
  jsonBody,
  pagingHeaders,
  readBody,
  readQuery,
  sameOriginJsonOnly,
  sendBadRequest,
  sendResult,
} from './http.js';
import {
  type CreateHighlightInput,
  CreateHighlightDocument,
  DeleteHighlightDocument,
  GradeReviewCardDocument,
  HighlightExportPageDocument,
  type HighlightExportFormat,
  HighlightsDocument,
  HighlightSearchDocument,
  type ReviewGrade,
  ReviewDueDocument,
  type UpdateHighlightInput,
  UpdateHighlightDocument,
} from './operations.generated.js';
import { DEFAULT_TIME_ZONE } from './reading.routes.js';
import { readSearchQuery, SEARCH_QUERY_PARAMETERS } from './search-query.js';
import {
  bodyOfFields,
  described,
  integer,
  objectOf,
  oneOfText,
  resultOf,
  text,
} from '../openapi/route-description.js';

const EXPORT_FORMATS = ['markdown', 'csv'];
const GRADES = ['again', 'hard', 'good', 'easy'];

const CREATE_BODY = {
  summaryId: 'string',
  sectionId: 'string',
  quote: 'string',
  prefix: 'string',
  suffix: 'string',
  start: 'integer',
  end: 'integer',
  color: 'string',
  note: 'string',
} as const;
const REQUIRED_ON_CREATE = ['summaryId', 'sectionId', 'quote', 'start', 'end', 'color'];

const UPDATE_BODY = { color: 'string', note: 'string', inReview: 'boolean' } as const;

const oneOf = (name: string, allowed: readonly string[]) =>
  `${name} must be one of ${allowed.join(', ')}`;

/** A colour, when given, must be one of the four (GraphQL would only say "invalid value"). */
function checkColor(check: BodyCheck): BodyCheck {
  if (!check.ok) return check;
  const { color } = check.values;
  return color === undefined || color === null || isHighlightColor(color)
    ? check
    : { ok: false, message: oneOf('color', HIGHLIGHT_COLORS) };
}

/**
 * The member's highlights and daily review (issue 22), each route one operation of the reading
 * subgraph, which decides access: visitors 401, another member's highlight or card 404, a
 * summary the member cannot read in full 403. Every answer is personal (`no-store`, as all of
 * /api).
 */
export function highlightRoutes(
  graphql: GraphQLExecutor,
  trustedOrigins: ReadonlySet<string>,
  logger: Logger,
  /** The site's address: the export's links back to the reader are absolute. */
  publicUrl: string,
): Router {
  const router = Router();
  const stateChanging = [sameOriginJsonOnly(trustedOrigins), jsonBody()];

  /** A JSON array paged like the library: `X-Total-Count` and `Link rel="next"`. */
  router.get(
    '/highlights',
    described(
      {
        summary: "The member's highlights, newest first, a page at a time",
        query: {
          summaryId: { schema: text(), description: "Only this summary's" },
          color: { schema: oneOfText(HIGHLIGHT_COLORS), description: 'Only this colour' },
          limit: {
            schema: integer(),
            description: `A page of this many (default ${DEFAULT_HIGHLIGHT_PAGE})`,
          },
          cursor: { schema: text(), description: 'The previous page\'s `Link rel="next"` cursor' },
        },
        answer: resultOf(HighlightsDocument, 'highlights.items'),
        answerHeaders: {
          'X-Total-Count': 'How many highlights match',
          Link: 'The next page, as `<...>; rel="next"` (absent on the last page)',
        },
      },
      async (req, res) => {
        // The list once took `q` as a substring; the words are searched in one place now, and
        // a client still sending it learns where rather than get every highlight unfiltered.
        if (req.query.q !== undefined) {
          return sendBadRequest(res, 'q: search highlights with /api/highlights/search?q=');
        }
        const query = readQuery(req.query, ['summaryId', 'color', 'limit', 'cursor']);
        if (!query.ok) return sendBadRequest(res, query.message);
        const params = query.values;
        if (params.color !== undefined && !isHighlightColor(params.color)) {
          return sendBadRequest(res, oneOf('color', HIGHLIGHT_COLORS));
        }
        const limit = params.limit === undefined ? DEFAULT_HIGHLIGHT_PAGE : Number(params.limit);
        if (!Number.isSafeInteger(limit)) return sendBadRequest(res, 'limit must be an integer');
        const result = await graphql.run(req, HighlightsDocument, {
          summaryId: params.summaryId || null,
          color: params.color ?? null,
          limit,
          cursor: params.cursor || null,
        });
        if (result.data && !result.errors.length) {
          res.set(pagingHeaders(req, params, result.data.highlights));
        }
        sendResult(res, result, (data) => data.highlights.items);
      },
    ),
  );

  /**
   * Search within the member's own highlights and notes (reading's `highlightSearch`, the
   * catalogue search's machinery): `q` in web-search syntax, `first` results (1-50, default 10),
   * `after` the previous answer's `nextCursor`, `summaryId` and `color` as the list filters them.
   * Each result carries its highlight and escaped HTML snippets of the quote and the note, the
   * matched words in <mark>. Not kept in the personal-read cache, like the list: every search
   * typed is a new key, seldom asked twice.
   */
  router.get(
    '/highlights/search',
    described(
      {
        summary: "Search the member's own highlights and notes, best first",
        query: {
          ...SEARCH_QUERY_PARAMETERS,
          summaryId: { schema: text(), description: "Only this summary's" },
          color: { schema: oneOfText(HIGHLIGHT_COLORS), description: 'Only this colour' },
        },
        answer: objectOf({
          results: resultOf(HighlightSearchDocument, 'highlightSearch.edges'),
          nextCursor: resultOf(HighlightSearchDocument, 'highlightSearch.pageInfo.endCursor'),
        }),
      },
      async (req, res) => {
        const query = readSearchQuery(req.query, ['summaryId', 'color']);
        if (!query.ok) return sendBadRequest(res, query.message);
        const { summaryId, color } = query.filters;
        if (color !== undefined && !isHighlightColor(color)) {
          return sendBadRequest(res, oneOf('color', HIGHLIGHT_COLORS));
        }
        const result = await graphql.run(req, HighlightSearchDocument, {
          ...query.search,
          summaryId: summaryId || null,
          color: color ?? null,
        });
        sendResult(res, result, ({ highlightSearch }) => ({
          results: highlightSearch.edges,
          nextCursor: highlightSearch.pageInfo.endCursor,
        }));
      },
    ),
  );

  /**
   * The file the member downloads, streamed: reading writes it a part (a few hundred highlights)
   * at a time, each part is sent as it comes, and no more parts are asked for while the client
   * has not taken what was sent (backpressure): a part or two is held, never the whole export.
   * Until the first part is in hand a refusal or a fault is an ordinary answer (401, 404, 503);
   * after it, a fault destroys the connection, so the browser reports a failed download rather
   * than keep a short file.
   */
  router.get(
    '/highlights/export',
    described(
      {
        summary: "Download the member's highlights as Markdown or CSV (streamed)",
        query: {
          format: {
            schema: oneOfText(EXPORT_FORMATS),
            description: 'The file type',
            required: true,
          },
          summaryId: { schema: text(), description: "Only this summary's" },
        },
        answer: null,
        answerMedia: ['text/markdown', 'text/csv'],
      },
      async (req, res) => {
        const query = readQuery(req.query, ['format', 'summaryId']);
        if (!query.ok) return sendBadRequest(res, query.message);
        const { format, summaryId } = query.values;
        if (format === undefined || !EXPORT_FORMATS.includes(format)) {
          return sendBadRequest(res, oneOf('format', EXPORT_FORMATS));
        }
        const pageAfter = (cursor: string | null) =>
          graphql.run(req, HighlightExportPageDocument, {
            format: format as HighlightExportFormat,
            summaryId: summaryId || null,
            cursor,
            origin: publicUrl,
          });
        const first = await pageAfter(null);
        const page = first.errors.length ? null : first.data?.highlightExportPage;
        if (!page) return sendResult(res, first, (data) => data.highlightExportPage);
        res.setHeader('Content-Type', page.contentType);
        // Reading names the file with [a-z0-9.-] only, so it needs no escaping inside the quotes.
        res.setHeader('Content-Disposition', `attachment; filename="${page.fileName}"`);
        if (req.method === 'HEAD') return void res.end();

        async function* contentFrom(part: { content: string; nextCursor: string | null }) {
          yield part.content;
          let cursor = part.nextCursor;
          while (cursor !== null) {
            const next = await pageAfter(cursor);
            const nextPart = next.errors.length ? null : next.data?.highlightExportPage;
            if (!nextPart) {
              throw new Error(
                `the export stopped: ${next.errors[0]?.message ?? 'no part answered'}`,
              );
            }
            yield nextPart.content;
            cursor = nextPart.nextCursor;
          }
        }
        // Not in object mode: a part counts as its bytes against the high-water mark, so the stream
        // reads no further part while one waits to be sent.
        const body = Readable.from(contentFrom(page), { objectMode: false });
        try {
          await pipeline(body, res);
        } catch (error) {
          // A client that went away is no fault; the pipeline has destroyed the response either way.
          if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
            logger.warn(
              { err: error, correlationId: req.correlationId },
              'a highlights export failed',
            );
          }
        }
      },
    ),
  );

  router.post(
    '/highlights',
    ...stateChanging,
    described(
      {
        summary: 'Highlight a passage of a section (with an optional note)',
        body: bodyOfFields(CREATE_BODY, { required: REQUIRED_ON_CREATE, additional: true }),
        status: 201,
        answer: resultOf(CreateHighlightDocument, 'createHighlight'),
      },
      async (req, res) => {
        const check = checkColor(readBody(req.body, CREATE_BODY));
        if (!check.ok) return sendBadRequest(res, check.message);
        const missing = REQUIRED_ON_CREATE.find((field) => check.values[field] === null);
        if (missing) return sendBadRequest(res, `${missing} is required`);
        const result = await graphql.run(req, CreateHighlightDocument, {
          // Each field's type was checked above; the reading service checks the rest.
          input: check.values as CreateHighlightInput,
        });
        if (!result.errors.length) res.status(201);
        sendResult(res, result, (data) => data.createHighlight);
      },
    ),
  );

  /** Changes only what the body names; a null or blank note removes it. */
  router.patch(
    '/highlights/:id',
    ...stateChanging,
    described(
      {
        summary: "Change a highlight's colour, note or place in the review (only what is named)",
        body: bodyOfFields(UPDATE_BODY),
        answer: resultOf(UpdateHighlightDocument, 'updateHighlight'),
      },
      async (req: Request<{ id: string }>, res) => {
        const check = checkColor(readBody(req.body, UPDATE_BODY, { omitAbsent: true }));
        if (!check.ok) return sendBadRequest(res, check.message);
        if (check.values.color === null) return sendBadRequest(res, 'color cannot be removed');
        sendResult(
          res,
          await graphql.run(req, UpdateHighlightDocument, {
            id: req.params.id,
            input: check.values as UpdateHighlightInput,
          }),
          (data) => data.updateHighlight,
        );
      },
    ),
  );

  router.delete(
    '/highlights/:id',
    sameOriginJsonOnly(trustedOrigins),
    described(
      { summary: 'Delete a highlight', answer: null },
      async (req: Request<{ id: string }>, res) => {
        const result = await graphql.run(req, DeleteHighlightDocument, {
          id: req.params.id,
        });
        if (!result.errors.length) return void res.status(204).end();
        sendResult(res, result, (data) => data.deleteHighlight);
      },
    ),
  );

  /** Today's cards in the member's time zone (`tz`, UTC by default). */
  router.get(
    '/review/due',
    described(
      {
        summary: "Today's review cards",
        query: { tz: { schema: text(), description: 'IANA time zone of "today" (default UTC)' } },
        answer: resultOf(ReviewDueDocument, 'reviewDue'),
      },
      async (req, res) => {
        const query = readQuery(req.query, ['tz']);
        if (!query.ok) return sendBadRequest(res, query.message);
        sendResult(
          res,
          await graphql.run(req, ReviewDueDocument, {
            timeZone: query.values.tz || DEFAULT_TIME_ZONE,
          }),
          (data) => data.reviewDue,
        );
      },
    ),
  );

  router.post(
    '/review/:cardId',
    ...stateChanging,
    described(
      {
        summary: 'Grade a review card: it is scheduled again',
        body: objectOf({ grade: oneOfText(GRADES) }),
        answer: resultOf(GradeReviewCardDocument, 'gradeReviewCard'),
      },
      async (req: Request<{ cardId: string }>, res) => {
        const check = readBody(req.body, { grade: 'string' });
        if (!check.ok) return sendBadRequest(res, check.message);
        const { grade } = check.values;
        if (!GRADES.includes(grade as string)) return sendBadRequest(res, oneOf('grade', GRADES));
        sendResult(
          res,
          await graphql.run(req, GradeReviewCardDocument, {
            cardId: req.params.cardId,
            grade: grade as ReviewGrade,
          }),
          (data) => data.gradeReviewCard,
        );
      },
    ),
  );

  router.use(bodyErrorsAsBadRequest);
  return router;
}
