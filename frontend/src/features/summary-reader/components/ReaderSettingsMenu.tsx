import { Type, X } from 'lucide-react';
import { Popover, RadioGroup } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { ReaderSettings } from '@distill/contracts';
import { LINE_SPACINGS, READER_THEMES, TEXT_SIZES, TYPEFACES } from '../reader-settings';

const SIZE_SAMPLE_CLASSES = ['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-xl'];

interface ReaderSettingsMenuProps {
  settings: ReaderSettings;
  onChange: (settings: ReaderSettings) => void;
}

/** Text size, line spacing, typeface and page theme: labelled radio groups (arrow keys move). */
export function ReaderSettingsMenu({ settings, onChange }: ReaderSettingsMenuProps) {
  const set = <K extends keyof ReaderSettings>(key: K, value: ReaderSettings[K]) =>
    onChange({ ...settings, [key]: value });
  const headingId = useId();
  return (
    <Popover.Root>
      <Popover.Trigger className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        <Type className="size-4" aria-hidden />
        Reader settings
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={headingId}
          align="start"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 grid w-[min(22rem,calc(100vw-1.5rem))] gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xl"
        >
          <div className="flex items-center justify-between">
            <h2 id={headingId} className="text-sm font-semibold">
              Reader settings
            </h2>
            <Popover.Close
              className="inline-flex size-8 items-center justify-center rounded-lg hover:bg-muted"
              aria-label="Close reader settings"
            >
              <X className="size-4" aria-hidden />
            </Popover.Close>
          </div>
          <Choices
            label="Text size"
            choices={TEXT_SIZES.map(({ value, label }) => ({ value: String(value), label }))}
            value={String(settings.textSize)}
            onChange={(value) => set('textSize', Number(value))}
            columns="grid-cols-5"
            // Each step shows as an "A" of its size; its name is the accessible label.
            renderLabel={(_choice, index) => (
              <span aria-hidden className={SIZE_SAMPLE_CLASSES[index]}>
                A
              </span>
            )}
          />
          <Choices
            label="Line spacing"
            choices={LINE_SPACINGS}
            value={settings.lineSpacing}
            onChange={(value) => set('lineSpacing', value)}
            columns="grid-cols-3"
          />
          <Choices
            label="Font"
            choices={TYPEFACES}
            value={settings.typeface}
            onChange={(value) => set('typeface', value)}
            columns="grid-cols-2"
          />
          <Choices
            label="Theme"
            choices={READER_THEMES}
            value={settings.theme}
            onChange={(value) => set('theme', value)}
            columns="grid-cols-4"
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

interface ChoicesProps<T extends string> {
  label: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The grid class that puts every choice on one row. */
  columns: string;
  renderLabel?: (choice: { value: T; label: string }, index: number) => ReactNode;
}

function Choices<T extends string>({
  label,
  choices,
  value,
  onChange,
  columns,
  renderLabel,
}: ChoicesProps<T>) {
  const labelId = useId();
  return (
    <div className="grid gap-1.5">
      <span id={labelId} className="text-xs font-medium text-muted-foreground">
        {label}
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onChange(next as T)}
        className={cn('grid gap-1 rounded-lg bg-muted p-1', columns)}
        loop
      >
        {choices.map((choice, index) => (
          <RadioGroup.Item
            key={choice.value}
            value={choice.value}
            aria-label={renderLabel ? choice.label : undefined}
            className={cn(
              'flex h-9 items-center justify-center rounded-md px-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              choice.value === value
                ? 'bg-background text-foreground shadow-sm ring-1 ring-border'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {renderLabel ? renderLabel(choice, index) : choice.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
