import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useBrowserValue } from '../../../lib/use-browser-value';
import type { TextRange } from '../../summary-reader/text-ranges';
import { isSpeechAvailable, sentenceRanges } from '../sentences';
import { useVoices } from './useVoices';

interface ListenOptions {
  summary: { title: string; author: string; coverImageUrl: string | null };
  /** Only sections the listener may read in full: locked text is never read aloud. */
  sections: readonly { title: string; content: string | null }[];
  /** The reader's open section: listening moves it, and moving it moves the listening. */
  index: number;
  openSection: (index: number) => void;
  /** Listening reached the end of the last section: the summary is finished, as by reading. */
  onFinished: () => void;
  enabled: boolean;
}

/**
 * Reads the open section aloud with the browser's speech synthesis, one sentence per utterance
 * (so the sentence shown is the one heard, and a pause or a new speed applies at once), then
 * opens the next section and goes on, which records progress as reading on does; the end of
 * the last section finishes the summary as reading to it does. Media Session
 * handlers let the lock screen and media keys play, pause and skip sections.
 */
export function useListen({
  summary,
  sections,
  index,
  openSection,
  onFinished,
  enabled,
}: ListenOptions) {
  // A page rendered on the server offers no listening; the browser's answer follows hydration.
  const available = (useBrowserValue(isSpeechAvailable) ?? false) && enabled;
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [sentence, setSentence] = useState(0);
  const [rate, setRate] = useState(1);
  const [voiceURI, setVoiceURI] = useState('');
  const [noVoice, setNoVoice] = useState(false);
  const voices = useVoices(available);
  const count = sections.length;

  // Another section (by listening on, or by the reader's own buttons) starts at its beginning.
  const [sentenceSection, setSentenceSection] = useState(index);
  if (sentenceSection !== index) {
    setSentenceSection(index);
    setSentence(0);
  }

  const section = sections[index];
  const content = section?.content ?? '';
  // Splitting a section into sentences is a long task on a phone: done once listening starts.
  const sentences = useMemo(
    () => (available && started ? sentenceRanges(content) : []),
    [available, started, content],
  );
  const voice = voices.find((candidate) => candidate.voiceURI === voiceURI) ?? null;

  const finishedSentence = useEffectEvent(() => {
    if (sentence + 1 < sentences.length) setSentence(sentence + 1);
    else if (index + 1 < count) openSection(index + 1);
    else {
      setPlaying(false);
      setSentence(0);
      onFinished();
    }
  });

  useEffect(() => {
    if (!available || !playing) return;
    const range = sentences[sentence];
    if (!range) {
      // A section with nothing to read: go on to the next.
      const skip = window.setTimeout(finishedSentence);
      return () => window.clearTimeout(skip);
    }
    const synth = window.speechSynthesis;
    const utterance = new SpeechSynthesisUtterance(content.slice(range.start, range.end));
    utterance.rate = rate;
    if (voice) {
      utterance.voice = voice;
      utterance.lang = voice.lang;
    }
    // Cancelling (pause, a new speed, a new section) ends this utterance: only its own end counts.
    let current = true;
    utterance.addEventListener('end', () => {
      if (current) finishedSentence();
    });
    utterance.addEventListener('error', (event) => {
      if (current && event.error !== 'interrupted' && event.error !== 'canceled') {
        setPlaying(false);
      }
    });
    synth.speak(utterance);
    return () => {
      current = false;
      synth.cancel();
    };
  }, [available, playing, sentences, sentence, content, rate, voice]);

  const play = () => {
    // A browser with speech synthesis but no voice installed (headless Chromium, Linux without
    // speech-dispatcher) takes the utterances and never speaks them: the listener is told so.
    if (window.speechSynthesis.getVoices().length === 0) {
      setNoVoice(true);
      return;
    }
    setNoVoice(false);
    setStarted(true);
    setPlaying(true);
  };
  const pause = () => setPlaying(false);
  const previousSection = () => {
    if (index > 0) openSection(index - 1);
  };
  const nextSection = () => {
    if (index + 1 < count) openSection(index + 1);
  };

  const mediaActions = useEffectEvent((action: MediaSessionAction) => {
    if (action === 'play') play();
    else if (action === 'pause') pause();
    else if (action === 'previoustrack') previousSection();
    else if (action === 'nexttrack') nextSection();
  });

  const sectionTitle = section?.title ?? '';
  useEffect(() => {
    if (!available || !started || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({
      title: sectionTitle,
      artist: summary.author,
      album: summary.title,
      artwork: summary.coverImageUrl ? [{ src: summary.coverImageUrl }] : [],
    });
    const actions: MediaSessionAction[] = ['play', 'pause', 'previoustrack', 'nexttrack'];
    for (const action of actions) session.setActionHandler(action, () => mediaActions(action));
    return () => {
      for (const action of actions) session.setActionHandler(action, null);
      session.metadata = null;
    };
  }, [available, started, sectionTitle, summary.author, summary.title, summary.coverImageUrl]);

  useEffect(() => {
    if (available && started && 'mediaSession' in navigator) {
      navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
    }
  }, [available, started, playing]);

  const spoken: TextRange | null = started ? (sentences[sentence] ?? null) : null;
  return {
    available,
    playing,
    noVoice,
    spoken,
    rate,
    setRate,
    voices,
    voiceURI,
    setVoiceURI,
    play,
    pause,
    previousSection,
    nextSection,
    hasPrevious: index > 0,
    hasNext: index + 1 < count,
  };
}

export type Listening = ReturnType<typeof useListen>;
