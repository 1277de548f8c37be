import type { DailyReviewEmailPayload } from '@distill/contracts';
import { Button, Link, Section, Text } from '@react-email/components';
import { colors, EmailLayout } from '../email/templates/email-layout.js';
import type { ReviewEmailLinks } from './review-email-links.js';

export function dailyReviewSubject(count: number): string {
  return `Your Distill review: ${count} highlight${count === 1 ? '' : 's'} for today`;
}

const button = {
  display: 'inline-block',
  padding: '8px 16px',
  marginRight: '8px',
  borderRadius: '6px',
  backgroundColor: colors.accent,
  color: '#ffffff',
  textDecoration: 'none',
};

/** Up to five highlights (quote, book, note), each with Again / Good links, and the review. */
export function DailyReviewEmail({
  email,
  links,
}: {
  email: DailyReviewEmailPayload;
  links: ReviewEmailLinks;
}) {
  const count = email.cards.length;
  const due = `${count === 1 ? 'One highlight is' : `${count} highlights are`} due for review today`;
  return (
    <EmailLayout
      title={dailyReviewSubject(count)}
      preview={`${due}.`}
      heading={due}
      preferences={{
        href: links.preferences,
        label: 'Change when this e-mail comes or turn it off',
      }}
    >
      {email.cards.map((card, index) => (
        <Section
          key={card.gradeToken}
          style={{ padding: '16px 0', borderBottom: `1px solid ${colors.rule}` }}
        >
          <Text style={{ margin: '0 0 8px', fontSize: '18px', lineHeight: '1.5' }}>
            {index + 1}. “{card.quote}”
          </Text>
          <Text style={{ margin: '0 0 8px', color: colors.muted }}>
            {card.title} by {card.author}
          </Text>
          {card.note && (
            <Text style={{ margin: '0 0 8px', color: colors.muted }}>Your note: {card.note}</Text>
          )}
          <Text style={{ margin: 0 }}>
            <Button href={links.grade(card.gradeToken, 'again')} style={button}>
              Again
            </Button>{' '}
            <Button href={links.grade(card.gradeToken, 'good')} style={button}>
              Good
            </Button>
          </Text>
        </Section>
      ))}
      <Text>
        <Link href={links.review} style={{ color: colors.accent }}>
          Review everything that is due
        </Link>
      </Text>
    </EmailLayout>
  );
}
