import type { DigestSummary, WeeklyDigestPayload } from '@distill/contracts';
import { Heading, Link, Section, Text } from '@react-email/components';
import { colors, EmailLayout } from '../email/templates/email-layout.js';
import type { ReviewEmailLinks } from './review-email-links.js';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function weeklyDigestSubject(digest: WeeklyDigestPayload): string {
  return `Your Distill week: ${plural(digest.booksFinished.length, 'book', 'books')} finished, ${plural(digest.highlightsMade, 'highlight', 'highlights')}`;
}

function SummaryLine({ summary, href }: { summary: DigestSummary; href: string }) {
  return (
    <Text style={{ margin: '0 0 8px' }}>
      <Link href={href} style={{ color: colors.accent }}>
        {summary.title}
      </Link>{' '}
      <span style={{ color: colors.muted }}>
        by {summary.author} · {summary.readingTimeMinutes} min
      </span>
    </Text>
  );
}

/** The week's reading (books finished, minutes, streak), highlights made, two to read next. */
export function WeeklyDigestEmail({
  digest,
  links,
}: {
  digest: WeeklyDigestPayload;
  links: ReviewEmailLinks;
}) {
  const figures = [
    ['Books finished', String(digest.booksFinished.length)],
    ['Minutes of reading', String(digest.minutesRead)],
    ['Reading streak', plural(digest.currentStreak, 'day', 'days')],
    ['Highlights made', String(digest.highlightsMade)],
  ] as const;
  return (
    <EmailLayout
      title={weeklyDigestSubject(digest)}
      preview={`Your week on Distill: ${plural(digest.booksFinished.length, 'book', 'books')} finished and what to read next.`}
      heading="Your week in reading"
      preferences={{ href: links.preferences, label: 'Change or turn off the weekly digest' }}
    >
      <Section>
        {figures.map(([label, value]) => (
          <Text key={label} style={{ margin: '0 0 4px', fontSize: '16px' }}>
            {label}: <strong>{value}</strong>
          </Text>
        ))}
      </Section>
      {digest.booksFinished.length > 0 && (
        <Section>
          <Heading as="h2" style={{ fontSize: '18px' }}>
            You finished
          </Heading>
          {digest.booksFinished.map((summary) => (
            <SummaryLine
              key={summary.summaryId}
              summary={summary}
              href={links.summary(summary.summaryId)}
            />
          ))}
        </Section>
      )}
      {digest.readNext.length > 0 && (
        <Section>
          <Heading as="h2" style={{ fontSize: '18px' }}>
            Read next
          </Heading>
          {digest.readNext.map((summary) => (
            <SummaryLine
              key={summary.summaryId}
              summary={summary}
              href={links.summary(summary.summaryId)}
            />
          ))}
        </Section>
      )}
      {digest.highlightsMade > 0 && (
        <Text>
          <Link href={links.review} style={{ color: colors.accent }}>
            Review your highlights
          </Link>
        </Text>
      )}
    </EmailLayout>
  );
}
