import { afterGrade, isDueToday, localDate, progressText, startSession } from './review-queue';

const book = { id: 's', title: 'T', author: 'A', coverImageUrl: null };
const card = (id: string, due = '2026-11-25T08:00:00Z') => ({
  id,
  highlightId: `h-${id}`,
  quote: `quote ${id}`,
  note: null,
  due,
  summary: book,
});

describe('the review session', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('finishes a card the server scheduled for a later day', () => {
    const session = startSession([card('1'), card('2')]);
    expect(progressText(session)).toBe('1 of 2');
    const next = afterGrade(session, card('1', '2026-11-28T10:00:00Z'), 'UTC', now);
    expect(next.queue.map((item) => item.id)).toEqual(['2']);
    expect(progressText(next)).toBe('2 of 2');
  });

  it('brings a card graded Again back at the end of the same session, counted as a showing', () => {
    const session = startSession([card('1'), card('2')]);
    const next = afterGrade(session, card('1', '2026-11-25T10:01:00Z'), 'UTC', now);
    expect(next.queue.map((item) => item.id)).toEqual(['2', '1']);
    expect(progressText(next)).toBe('2 of 3');
    const last = afterGrade(next, card('2', '2026-11-28T10:00:00Z'), 'UTC', now);
    expect(progressText(last)).toBe('3 of 3');
    const done = afterGrade(last, card('1', '2026-11-26T10:00:00Z'), 'UTC', now);
    expect(done.queue).toEqual([]);
    expect(done.cards).toBe(2);
  });

  it('reads "today" in the member time zone', () => {
    // 23:30 in Berlin on the 25th; 00:30 the next day is tomorrow there.
    const lateEvening = new Date('2026-11-25T22:30:00Z');
    expect(localDate(lateEvening, 'Europe/Berlin')).toBe('2026-11-25');
    expect(isDueToday('2026-11-25T23:30:00Z', 'Europe/Berlin', lateEvening)).toBe(false);
    expect(isDueToday('2026-11-25T23:30:00Z', 'UTC', lateEvening)).toBe(true);
  });
});
