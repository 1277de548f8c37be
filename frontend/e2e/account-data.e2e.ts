import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import {
  createHighlight,
  emailPreviewTo,
  expectNoSeriousAxeViolations,
  firstSectionOfAFreeBook,
  lookAt,
  signInNewMember,
  useBrowserSessions,
} from './support';

describe('Your data (issue 45)', () => {
  const browsing = useBrowserSessions();

  it('requests the archive, waits for it, downloads it and finds the highlights in it', async () => {
    const { page } = browsing.session;
    const email = await signInNewMember(page, 'archive');
    const { book, section } = await firstSectionOfAFreeBook();
    const highlight = await createHighlight(page, book.id, section.id, 0, 'green', 'mine to keep');

    await page.goto('/settings');
    const yours = page.getByRole('region', { name: 'Your data' });
    await yours.getByText('Once it is ready, you can download it for 7 days.').waitFor();
    await expectNoSeriousAxeViolations(page);
    await yours.getByRole('button', { name: 'Request my archive' }).click();
    await yours.getByText('Preparing your archive… We will e-mail you when it is ready.').waitFor();
    await lookAt(page, 'account-data-preparing');

    const link = yours.getByRole('link', { name: /^Download your archive/ });
    await link.waitFor({ timeout: 60_000 });
    await yours
      .getByText(/^Your archive is ready\. The link works until \w+ \d+, \d{4}\.$/)
      .waitFor();
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, 'account-data-ready');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^distill-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const reading = JSON.parse(strFromU8(files['distill-data/reading.json']!));
    expect(reading.tables.highlight).toEqual([
      expect.objectContaining({ id: highlight.id, quote: highlight.quote, note: 'mine to keep' }),
    ]);
    for (const part of ['identity', 'catalog', 'billing']) {
      expect(JSON.parse(strFromU8(files[`distill-data/${part}.json`]!)).service).toBe(part);
    }
    expect(strFromU8(files['distill-data/highlights.md']!)).toContain('mine to keep');

    // The e-mail has the same link.
    const mail = await emailPreviewTo(email, 'Your Distill data archive is ready');
    expect(mail.html).toContain(new URL(download.url()).pathname);
  }, 120_000);
});
