import { Headphones, Pause, SkipBack, SkipForward } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { Listening } from '../hooks/useListen';
import { LISTEN_RATES } from '../sentences';

const selectClasses =
  'h-9 rounded-lg border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/** Play and pause, previous and next section, speed and voice for reading the section aloud. */
export function ListenControl({ listening }: { listening: Listening }) {
  const speedId = useId();
  const voiceId = useId();
  const { playing, voices } = listening;
  return (
    <section
      aria-label="Listen"
      data-testid="listen-control"
      className="flex w-fit max-w-full flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-card p-2 pr-3"
    >
      <div className="flex items-center gap-1">
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label="Previous section"
          disabled={!listening.hasPrevious}
          onClick={listening.previousSection}
        >
          <SkipBack className="size-4" aria-hidden />
        </Button>
        <Button size="sm" onClick={playing ? listening.pause : listening.play}>
          {playing ? (
            <Pause className="size-4" aria-hidden />
          ) : (
            <Headphones className="size-4" aria-hidden />
          )}
          {playing ? 'Pause' : 'Listen'}
        </Button>
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label="Next section"
          disabled={!listening.hasNext}
          onClick={listening.nextSection}
        >
          <SkipForward className="size-4" aria-hidden />
        </Button>
      </div>
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={speedId} className="text-muted-foreground">
          Speed
        </label>
        <select
          id={speedId}
          value={listening.rate}
          onChange={(event) => listening.setRate(Number(event.target.value))}
          className={selectClasses}
        >
          {LISTEN_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate}×
            </option>
          ))}
        </select>
      </div>
      {voices.length > 0 && (
        <div className="flex min-w-0 items-center gap-2 text-sm">
          <label htmlFor={voiceId} className="text-muted-foreground">
            Voice
          </label>
          <select
            id={voiceId}
            value={listening.voiceURI}
            onChange={(event) => listening.setVoiceURI(event.target.value)}
            className={`${selectClasses} max-w-48 min-w-0`}
          >
            <option value="">Default voice</option>
            {voices.map((voice) => (
              <option key={voice.voiceURI} value={voice.voiceURI}>
                {voice.name} ({voice.lang})
              </option>
            ))}
          </select>
        </div>
      )}
      {listening.noVoice && (
        <p role="status" className="basis-full text-sm text-muted-foreground">
          This browser has no voice to read aloud with. Install a speech voice on this device, or
          try another browser.
        </p>
      )}
    </section>
  );
}
