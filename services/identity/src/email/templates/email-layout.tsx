import type { ReactNode } from 'react';
import { Body, Container, Head, Heading, Html, Link, Preview, Text } from '@react-email/components';

/** One look for every e-mail: the palette's contrast passes WCAG AA on white. */
export const colors = { ink: '#1a1a1a', muted: '#444444', accent: '#1f3a5f', rule: '#dddddd' };

export interface EmailLayoutProps {
  /** The subject: the HTML part's title. */
  title: string;
  /** The line mail clients show after the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
  /** Where the member changes or stops this e-mail. */
  preferences?: { href: string; label: string };
}

/**
 * The frame of an e-mail. The wrapper is a div, not a landmark: the development preview page
 * shows the HTML inside its own main landmark.
 */
export function EmailLayout({ title, preview, heading, children, preferences }: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          margin: 0,
          padding: '24px',
          fontFamily: 'Georgia, serif',
          color: colors.ink,
          backgroundColor: '#ffffff',
        }}
      >
        <Container style={{ maxWidth: '600px' }}>
          <Heading as="h1" style={{ fontSize: '22px' }}>
            {heading}
          </Heading>
          {children}
          {preferences && (
            <Text style={{ fontSize: '14px', color: colors.muted }}>
              <Link href={preferences.href} style={{ color: colors.accent }}>
                {preferences.label}
              </Link>
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}
