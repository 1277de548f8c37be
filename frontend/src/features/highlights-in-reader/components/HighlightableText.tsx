import { Copy, StickyNote, Trash2 } from 'lucide-react';
import { Popover } from 'radix-ui';
import { HIGHLIGHT_COLORS } from '@distill/contracts';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button } from '../../../components/ui/button';
import type { HighlightColor } from '../../../gql/graphql';
import { cn } from '../../../lib/cn';
import { SectionText } from '../../summary-reader/components/SectionText';
import type { TextRange } from '../../summary-reader/text-ranges';
import { useToast } from '../../toast/hooks/useToast';
import { selectionAnchor, type HighlightAnchor } from '../highlight-anchor';
import { colorName, markClasses, swatchClasses } from '../highlight-colors';
import { useAnnouncer } from '../hooks/useAnnouncer';
import type { useReaderHighlights } from '../hooks/useReaderHighlights';

/** Pressed with text selected in the section, it highlights it in yellow. */
const HIGHLIGHT_KEY = 'h';

type Open =
  | { kind: 'selection'; anchor: HighlightAnchor; range: Range }
  | { kind: 'highlight'; id: string; editNote: boolean };

interface HighlightableTextProps {
  section: { id: string; content: string };
  /** Null for viewers who may not highlight: the text alone, without a toolbar. */
  highlighting: ReturnType<typeof useReaderHighlights> | null;
  spoken: TextRange | null;
  className?: string;
}

const markElement = (id: string) =>
  document.querySelector<HTMLElement>(`[data-highlight-id="${CSS.escape(id)}"]`);

/**
 * The section's text (keyed by section, so nothing stays open across sections) with the member's highlights drawn over it. Selecting text (with the mouse,
 * touch or the keyboard) opens a toolbar to highlight it in a colour, add a note or copy it, and
 * H highlights it at once; a highlight opens (click, Enter or Space) to change its colour, its note, or to
 * delete it. Every change is announced to screen readers.
 */
export function HighlightableText({
  section,
  highlighting,
  spoken,
  className,
}: HighlightableTextProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const { message, announce } = useAnnouncer();
  const { toast } = useToast();
  const pointerDown = useRef(false);
  // A highlight to focus once it is on screen (a new one renders after the cache takes it in).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const mark = focusNext.current ? markElement(focusNext.current) : null;
    if (!mark) return;
    focusNext.current = null;
    mark.focus();
  });
  /** The highlight whose editor is open: Escape or a click elsewhere gives it the focus back. */
  const editing = useRef<string | null>(null);

  const marks = (highlighting?.highlights ?? []).filter((mark) => mark.sectionId === section.id);
  const active = open?.kind === 'highlight' ? marks.find((mark) => mark.id === open.id) : null;

  // The toolbar follows the selection; it opens when the pointer lets go of it.
  const showSelection = useCallback(() => {
    const root = rootRef.current;
    const anchor = root && selectionAnchor(root, section.content);
    const selection = document.getSelection();
    if (!anchor || !selection) return;
    const range = selection.getRangeAt(0).cloneRange();
    setOpen({ kind: 'selection', anchor, range });
  }, [section.content]);

  // H, as the page's hint says: the selection (by mouse, touch or keyboard) is highlighted at
  // once; the new highlight takes the focus, and Enter opens it for another colour or a note.
  const highlightSelection = useEffectEvent((): boolean => {
    const root = rootRef.current;
    const anchor = root && selectionAnchor(root, section.content);
    if (!anchor) return false;
    void highlight('yellow', false, anchor);
    return true;
  });

  // A selection made before the page came to life had nothing listening for it: its toolbar
  // opens once the reader can highlight.
  const canHighlight = highlighting !== null;
  useEffect(() => {
    if (canHighlight && !pointerDown.current) showSelection();
  }, [canHighlight, showSelection]);

  useEffect(() => {
    if (!highlighting) return;
    const onSelectionChange = () => {
      if (!pointerDown.current) showSelection();
    };
    const onPointerDown = () => (pointerDown.current = true);
    const onPointerUp = () => {
      pointerDown.current = false;
      showSelection();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== HIGHLIGHT_KEY || event.altKey || event.ctrlKey) return;
      if (event.metaKey || (event.target as HTMLElement).closest('input, textarea, select')) return;
      if (highlightSelection()) event.preventDefault();
    };
    document.addEventListener('selectionchange', onSelectionChange);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('pointerup', onPointerUp);
    document.addEventListener('pointercancel', onPointerUp);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('selectionchange', onSelectionChange);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('pointerup', onPointerUp);
      document.removeEventListener('pointercancel', onPointerUp);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [highlighting, showSelection]);

  const failed = (title: string) => toast({ title, variant: 'destructive' });

  async function highlight(
    color: HighlightColor,
    editNote: boolean,
    anchor = open?.kind === 'selection' ? open.anchor : null,
  ) {
    if (!highlighting || !anchor) return;
    try {
      const created = await highlighting.create(section.id, anchor, color);
      document.getSelection()?.removeAllRanges();
      announce(`Highlighted in ${color}`);
      editing.current = editNote ? created.id : null;
      setOpen(editNote ? { kind: 'highlight', id: created.id, editNote } : null);
      if (!editNote) focusNext.current = created.id;
    } catch {
      failed('Could not save the highlight');
    }
  }

  async function copy() {
    if (open?.kind !== 'selection') return;
    try {
      await navigator.clipboard.writeText(open.anchor.quote);
      announce('Copied');
      setOpen(null);
    } catch {
      failed('Could not copy the text');
    }
  }

  async function recolor(id: string, color: HighlightColor) {
    try {
      await highlighting?.update(id, { color });
      announce(`Highlighted in ${color}`);
    } catch {
      failed('Could not change the colour');
    }
  }

  async function saveNote(id: string, note: string) {
    try {
      await highlighting?.update(id, { note });
      announce(note.trim() ? 'Note saved' : 'Note deleted');
      setOpen(null);
      focusNext.current = id;
    } catch {
      failed('Could not save the note');
    }
  }

  async function remove(id: string) {
    try {
      await highlighting?.remove(id);
      setOpen(null);
      announce('Highlight deleted');
      rootRef.current?.closest('article')?.querySelector<HTMLElement>('h2')?.focus();
    } catch {
      failed('Could not delete the highlight');
    }
  }

  const renderMark = (id: string, children: ReactNode, first: boolean) => {
    const mark = marks.find((candidate) => candidate.id === id)!;
    const activate = () => {
      editing.current = id;
      setOpen({ kind: 'highlight', id, editNote: false });
    };
    return (
      <mark
        data-highlight-id={first ? id : undefined}
        data-color={mark.color}
        role={first ? 'button' : undefined}
        tabIndex={first ? 0 : undefined}
        aria-label={
          first
            ? `${colorName(mark.color)} highlight${mark.note ? ' with a note' : ''}: ${mark.quote}`
            : undefined
        }
        onClick={activate}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          activate();
        }}
        className={cn(
          'cursor-pointer rounded-sm text-current focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
          markClasses[mark.color],
          mark.note && 'underline decoration-current/50 decoration-dotted underline-offset-4',
        )}
      >
        {children}
      </mark>
    );
  };

  // What the toolbar sits next to: the selection, or the highlight being changed.
  const anchorRef = useMemo(
    () => ({
      current: {
        getBoundingClientRect: (): DOMRect =>
          open?.kind === 'selection'
            ? open.range.getBoundingClientRect()
            : ((open && markElement(open.id)?.getBoundingClientRect()) ?? new DOMRect()),
      },
    }),
    [open],
  );

  return (
    <>
      {highlighting && (
        <p className="sr-only">
          Select text, then press H to highlight it. A highlight opens with Enter.
        </p>
      )}
      <SectionText
        ref={rootRef}
        content={section.content}
        marks={marks}
        spoken={spoken}
        renderMark={highlighting ? renderMark : undefined}
        className={className}
      />
      <p role="status" aria-live="polite" className="sr-only" data-testid="highlight-status">
        {message}
      </p>
      {highlighting && (
        <Popover.Root
          open={open !== null && (open.kind === 'selection' || active !== undefined)}
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpen(null);
          }}
        >
          <Popover.Anchor virtualRef={anchorRef} />
          <Popover.Portal>
            <Popover.Content
              side="top"
              sideOffset={8}
              collisionPadding={12}
              aria-describedby={undefined}
              aria-label={open?.kind === 'selection' ? 'Highlight the selection' : 'Highlight'}
              onOpenAutoFocus={(event) => {
                // A selection keeps the focus where it is (H still reaches the page).
                if (open?.kind === 'selection') event.preventDefault();
              }}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                const mark = editing.current ? markElement(editing.current) : null;
                editing.current = null;
                mark?.focus();
              }}
              // A click elsewhere leaves the focus where the click put it.
              onPointerDownOutside={() => (editing.current = null)}
              className="z-50 rounded-xl border border-border bg-card p-2 text-card-foreground shadow-lg"
              data-testid="highlight-toolbar"
            >
              {open?.kind === 'selection' && (
                <div role="toolbar" aria-label="Highlight" className="flex items-center gap-1">
                  {HIGHLIGHT_COLORS.map((color) => (
                    <ColorButton
                      key={color}
                      color={color}
                      label={`Highlight in ${color}`}
                      onClick={() => void highlight(color, false)}
                    />
                  ))}
                  <span className="mx-1 h-6 w-px bg-border" aria-hidden />
                  <Button size="sm" variant="ghost" onClick={() => void highlight('yellow', true)}>
                    <StickyNote className="size-4" aria-hidden />
                    Note
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void copy()}>
                    <Copy className="size-4" aria-hidden />
                    Copy
                  </Button>
                </div>
              )}
              {open?.kind === 'highlight' && active && (
                <HighlightEditor
                  key={active.id}
                  color={active.color}
                  note={active.note ?? ''}
                  focusNote={open.editNote}
                  onColor={(color) => void recolor(active.id, color)}
                  onSaveNote={(note) => void saveNote(active.id, note)}
                  onDelete={() => void remove(active.id)}
                />
              )}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </>
  );
}

function ColorButton({
  color,
  label,
  pressed,
  onClick,
}: {
  color: HighlightColor;
  label: string;
  pressed?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span
        aria-hidden
        className={cn(
          'size-5 rounded-full',
          swatchClasses[color],
          pressed
            ? 'ring-2 ring-foreground ring-offset-2 ring-offset-card'
            : 'ring-1 ring-black/10',
        )}
      />
    </button>
  );
}

function HighlightEditor({
  color,
  note,
  focusNote,
  onColor,
  onSaveNote,
  onDelete,
}: {
  color: HighlightColor;
  note: string;
  focusNote: boolean;
  onColor: (color: HighlightColor) => void;
  onSaveNote: (note: string) => void;
  onDelete: () => void;
}) {
  const [draft, setDraft] = useState(note);
  const noteId = useId();
  return (
    <form
      className="flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSaveNote(draft);
      }}
    >
      <div role="group" aria-label="Colour" className="flex items-center gap-1">
        {HIGHLIGHT_COLORS.map((option) => (
          <ColorButton
            key={option}
            color={option}
            label={colorName(option)}
            pressed={option === color}
            onClick={() => onColor(option)}
          />
        ))}
      </div>
      <label htmlFor={noteId} className="px-1 text-xs font-medium text-muted-foreground">
        Note
      </label>
      <textarea
        id={noteId}
        value={draft}
        autoFocus={focusNote}
        maxLength={5000}
        rows={3}
        onChange={(event) => setDraft(event.target.value)}
        className="w-full resize-y rounded-lg border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">
          <Button type="submit" size="sm">
            Save note
          </Button>
          {note && (
            <Button size="sm" variant="outline" onClick={() => onSaveNote('')}>
              Delete note
            </Button>
          )}
        </div>
        <Button size="sm" variant="ghost" onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden />
          Delete highlight
        </Button>
      </div>
    </form>
  );
}
