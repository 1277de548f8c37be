import type { Page } from 'playwright-core';
import {
  fetchCatalog,
  registerViaApi,
  signInOnSimpleAuth,
  uniqueEmail,
  useBrowserSessions,
  MEMBER_PASSWORD,
} from './support';

interface Spoken {
  text: string;
  rate: number;
}

declare global {
  interface Window {
    /** The scripted speech synthesis below: what it was asked to say, and a way to go on. */
    speechScript: { spoken: Spoken[]; speaking: Spoken | null; finish: () => void };
  }
}

/**
 * Headless Chromium has `speechSynthesis` but no voices, so it never speaks: this stand-in takes
 * its place before the app loads. It says nothing until the journey calls `finish()`, which
 * ends the utterance being spoken the way a browser does (a `boundary`, then `end`).
 */
function installScriptedSpeech() {
  class ScriptedUtterance extends EventTarget {
    rate = 1;
    pitch = 1;
    volume = 1;
    lang = '';
    voice: unknown = null;
    constructor(public text: string) {
      super();
    }
  }
  let current: ScriptedUtterance | null = null;
  const script: Window['speechScript'] = {
    spoken: [],
    speaking: null,
    finish() {
      const utterance = current;
      if (!utterance) throw new Error('nothing is being spoken');
      current = null;
      script.speaking = null;
      utterance.dispatchEvent(Object.assign(new Event('boundary'), { charIndex: 0, name: 'word' }));
      utterance.dispatchEvent(new Event('end'));
    },
  };
  const synthesis = Object.assign(new EventTarget(), {
    pending: false,
    paused: false,
    get speaking() {
      return current !== null;
    },
    // One voice, as a browser that speaks has (with none the reader says it cannot read aloud).
    getVoices: () => [
      { voiceURI: 'scripted', name: 'Scripted', lang: 'en-US', default: true, localService: true },
    ],
    speak(utterance: ScriptedUtterance) {
      current = utterance;
      script.speaking = { text: utterance.text, rate: utterance.rate };
      script.spoken.push(script.speaking);
      utterance.dispatchEvent(new Event('start'));
    },
    cancel() {
      const utterance = current;
      current = null;
      script.speaking = null;
      utterance?.dispatchEvent(Object.assign(new Event('error'), { error: 'interrupted' }));
    },
    pause() {},
    resume() {},
  });
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    value: ScriptedUtterance,
    configurable: true,
  });
  window.speechScript = script;
}

const speaking = (page: Page) => page.evaluate(() => window.speechScript.speaking);
const spokenCount = (page: Page) => page.evaluate(() => window.speechScript.spoken.length);
/** The sentence the reader shows as being read. */
const shownSentence = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-spoken]')].map((piece) => piece.textContent).join(''),
  );

async function waitUntilSpeaking(page: Page, count: number) {
  await page.waitForFunction(
    (expected) => window.speechScript.spoken.length === expected && window.speechScript.speaking,
    count,
  );
}

async function readingProgress(page: Page, summaryId: string) {
  const response = await page.request.post('/graphql', {
    data: {
      query: `query ($id: ID!) { summary(id: $id) { readingProgress { sectionIndex progressPercentage } } }`,
      variables: { id: summaryId },
    },
  });
  const body = (await response.json()) as {
    data: { summary: { readingProgress: { sectionIndex: number } | null } };
  };
  return body.data.summary.readingProgress;
}

/** Sentences as Intl.Segmenter finds them in a paragraph, as the reader reads them. */
function sentencesOf(content: string): string[] {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  return content
    .split(/\r?\n/)
    .flatMap((line) => [...segmenter.segment(line.trim())].map(({ segment }) => segment.trim()))
    .filter((sentence) => sentence.length > 0);
}

describe('listening to a summary', () => {
  const browsing = useBrowserSessions();

  it('reads sentence by sentence into the next section, pauses, applies the speed and records progress', async () => {
    const { page, context } = browsing.session;
    await context.addInitScript(installScriptedSpeech);
    const { summaries } = await fetchCatalog();
    const summary = summaries.find(
      (candidate) =>
        !candidate.isPremium &&
        candidate.sections.length >= 2 &&
        sentencesOf(candidate.sections[0]!.content ?? '').length >= 2,
    )!;
    const sections = [...summary.sections].sort((a, b) => a.order - b.order);
    const firstSentences = sentencesOf(sections[0]!.content!);
    const secondSentences = sentencesOf(sections[1]!.content!);
    const email = uniqueEmail('listen');
    await registerViaApi(email);
    await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`/summary/${summary.id}`);
    await page.getByText(`Section 1 of ${sections.length}`, { exact: true }).waitFor();

    // Play: the first sentence is spoken and shown.
    const listen = page.getByTestId('listen-control');
    await listen.getByRole('button', { name: 'Listen' }).click();
    await waitUntilSpeaking(page, 1);
    expect(await speaking(page)).toEqual({ text: firstSentences[0], rate: 1 });
    expect(await shownSentence(page)).toBe(firstSentences[0]);

    // Its end moves on to the next sentence.
    await page.evaluate(() => window.speechScript.finish());
    await waitUntilSpeaking(page, 2);
    expect((await speaking(page))!.text).toBe(firstSentences[1]);
    await page.waitForFunction(
      (text) =>
        [...document.querySelectorAll('[data-spoken]')].map((p) => p.textContent).join('') === text,
      firstSentences[1],
    );

    // A new speed applies at once: the sentence starts again at 1.5×.
    await listen.getByLabel('Speed').selectOption('1.5');
    await waitUntilSpeaking(page, 3);
    expect(await speaking(page)).toEqual({ text: firstSentences[1], rate: 1.5 });

    // The section's last sentence ends: the next section opens, is read on, and the progress
    // is recorded as reading it would be.
    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('RecordReadingPosition') &&
        (response.request().postData() ?? '').includes('"sectionIndex":1'),
    );
    for (let index = 1; index < firstSentences.length; index += 1) {
      await page.evaluate(() => window.speechScript.finish());
      await waitUntilSpeaking(page, 3 + index);
    }
    await page.getByText(`Section 2 of ${sections.length}`, { exact: true }).waitFor();
    expect(await speaking(page)).toEqual({ text: secondSentences[0], rate: 1.5 });
    expect((await recorded).ok()).toBe(true);
    expect(await readingProgress(page, summary.id)).toMatchObject({ sectionIndex: 1 });

    // The lock screen and media keys know what is playing.
    expect(
      await page.evaluate(() => ({
        title: navigator.mediaSession.metadata?.title,
        album: navigator.mediaSession.metadata?.album,
        state: navigator.mediaSession.playbackState,
      })),
    ).toEqual({ title: sections[1]!.title, album: summary.title, state: 'playing' });

    // Pause stops the speech; nothing more is said.
    const said = await spokenCount(page);
    await listen.getByRole('button', { name: 'Pause' }).click();
    await listen.getByRole('button', { name: 'Listen' }).waitFor();
    expect(await speaking(page)).toBeNull();
    expect(await spokenCount(page)).toBe(said);
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');

    // Play again resumes at the same sentence.
    await listen.getByRole('button', { name: 'Listen' }).click();
    await waitUntilSpeaking(page, said + 1);
    expect((await speaking(page))!.text).toBe(secondSentences[0]);
    await listen.getByRole('button', { name: 'Pause' }).click();
  });

  it('offers no Listen on a locked premium summary, nor where the browser cannot speak', async () => {
    const { page, context } = browsing.session;
    await context.addInitScript(installScriptedSpeech);
    const { summaries } = await fetchCatalog();
    const premium = summaries.find((candidate) => candidate.isPremium)!;
    const free = summaries.find((candidate) => !candidate.isPremium)!;
    const email = uniqueEmail('listen-free');
    await registerViaApi(email);
    await signInOnSimpleAuth(page, email, MEMBER_PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.goto(`/summary/${premium.id}`);
    await page.getByTestId('locked-panel').waitFor();
    expect(await page.getByTestId('listen-control').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Listen' }).count()).toBe(0);

    // A browser without speech synthesis: the reader works, without the control.
    const { page: silent, context: silentContext } = await browsing.reopen({
      width: 1280,
      height: 800,
    });
    await silentContext.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
    });
    await silent.goto(`/summary/${free.id}`);
    await silent.getByTestId('section-view').waitFor();
    expect(await silent.getByTestId('listen-control').count()).toBe(0);
  });

  // Issue 42 item 10: headless Chromium's own speech synthesis, which has no voice.
  it('says so when the browser has no voice, instead of underlining a sentence it never speaks', async () => {
    const { page } = await browsing.reopen({ width: 1280, height: 800 });
    const { summaries } = await fetchCatalog();
    const free = summaries.find((candidate) => !candidate.isPremium)!;
    await page.goto(`/summary/${free.id}`);
    await page.getByTestId('section-view').waitFor();
    expect(await page.evaluate(() => window.speechSynthesis.getVoices().length)).toBe(0);

    const listen = page.getByTestId('listen-control');
    await listen.getByRole('button', { name: 'Listen' }).click();
    await listen
      .getByRole('status')
      .getByText('This browser has no voice to read aloud with.')
      .waitFor();
    expect(await listen.getByRole('button', { name: 'Pause' }).count()).toBe(0);
    expect(await page.locator('[data-spoken]').count()).toBe(0);
  });
});
