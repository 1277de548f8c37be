import { paragraphRanges, type TextRange } from '../summary-reader/text-ranges';

/**
 * The sentences of a section's content, by their offsets in it, in reading order: split by the
 * platform's sentence segmenter (Intl.Segmenter) inside each paragraph, as it is shown, with
 * the whitespace between sentences left out. Each is read aloud, and shown, on its own.
 */
export function sentenceRanges(content: string | null | undefined, locale = 'en'): TextRange[] {
  if (!content) return [];
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  const sentences: TextRange[] = [];
  for (const paragraph of paragraphRanges(content)) {
    const text = content.slice(paragraph.start, paragraph.end);
    for (const { segment, index } of segmenter.segment(text)) {
      const start = paragraph.start + index + (segment.length - segment.trimStart().length);
      const length = segment.trim().length;
      if (length > 0) sentences.push({ start, end: start + length });
    }
  }
  return sentences;
}

/** The speeds offered, 0.75× to 2×. */
export const LISTEN_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export const isSpeechAvailable = () =>
  typeof window !== 'undefined' &&
  Boolean(window.speechSynthesis) &&
  typeof window.SpeechSynthesisUtterance === 'function';
