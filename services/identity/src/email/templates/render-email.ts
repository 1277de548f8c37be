import type { ReactElement } from 'react';
import { render } from '@react-email/components';

/**
 * Both parts of an e-mail from one React Email template: the HTML, and the plain text derived
 * from that same HTML (links kept after their text, lines never wrapped: a wrapped link breaks).
 */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: {
        wordwrap: false,
        selectors: [
          { selector: 'h1', options: { uppercase: false } },
          { selector: 'h2', options: { uppercase: false } },
          { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
        ],
      },
    }),
  ]);
  return { html, text };
}
