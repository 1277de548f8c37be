import { useMutation } from '@apollo/client/react';
import { HIGHLIGHT_COLORS } from '@distill/contracts';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import type { HighlightColor, HighlightFieldsFragment } from '../../../gql/graphql';
import { cn } from '../../../lib/cn';
import { serverMessage } from '../../../lib/graphql-errors';
import { useToast } from '../../toast/hooks/useToast';
import { DeleteHighlightMutation, UpdateHighlightMutation } from '../graphql/highlights.graphql';
import { COLOR_LABELS, highlightHref } from '../highlight-filter';

/** The colour of a highlight as its quote's side bar and as a swatch. */
export const COLOR_CLASSES: Record<HighlightColor, { bar: string; swatch: string }> = {
  yellow: { bar: 'border-yellow-400', swatch: 'bg-yellow-300' },
  green: { bar: 'border-green-500', swatch: 'bg-green-400' },
  blue: { bar: 'border-sky-500', swatch: 'bg-sky-400' },
  pink: { bar: 'border-pink-500', swatch: 'bg-pink-400' },
};

const NOTE_MAX_LENGTH = 5000;

/** One highlight of /highlights: its quote and note, a link to its place, and its controls. */
export function HighlightItem({ highlight }: { highlight: HighlightFieldsFragment }) {
  const { toast } = useToast();
  const [update, { loading: saving }] = useMutation(UpdateHighlightMutation);
  const [remove, { loading: deleting }] = useMutation(DeleteHighlightMutation, {
    variables: { id: highlight.id },
    update(cache) {
      cache.evict({ id: cache.identify(highlight) });
      cache.gc();
    },
    refetchQueries: ['HighlightBooks', 'HighlightsOverview', 'ReviewDue'],
  });
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const ids = useId();

  const change = async (input: { color?: HighlightColor; note?: string; inReview?: boolean }) => {
    try {
      await update({
        variables: { id: highlight.id, input },
        // The colour and the toggle change at once; a refusal puts them back.
        optimisticResponse: {
          updateHighlight: {
            ...highlight,
            ...input,
            note: input.note === undefined ? highlight.note : input.note.trim() || null,
          },
        },
        refetchQueries: input.inReview === undefined ? [] : ['ReviewDue'],
      });
      return true;
    } catch (error) {
      toast({
        title: 'Could not save the highlight',
        description: serverMessage(error),
        variant: 'destructive',
      });
      return false;
    }
  };

  const saveNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note') ?? '');
    if (await change({ note })) setEditing(false);
  };

  const deleteHighlight = async () => {
    try {
      await remove();
      toast({ title: 'Highlight deleted' });
    } catch (error) {
      toast({
        title: 'Could not delete the highlight',
        description: serverMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <li
      className="rounded-xl border border-border bg-card p-4 shadow-sm"
      data-testid="highlight"
      data-highlight-id={highlight.id}
    >
      <blockquote
        className={cn(
          'border-l-4 pl-3 text-base leading-relaxed',
          COLOR_CLASSES[highlight.color].bar,
        )}
      >
        {highlight.quote}
      </blockquote>

      {editing ? (
        <form className="mt-3 grid gap-2" onSubmit={saveNote}>
          <label htmlFor={`${ids}-note`} className="text-sm font-medium">
            Note
          </label>
          <textarea
            id={`${ids}-note`}
            name="note"
            defaultValue={highlight.note ?? ''}
            maxLength={NOTE_MAX_LENGTH}
            rows={3}
            autoFocus
            className="w-full rounded-lg border border-input bg-background p-3 text-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring"
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={saving}>
              Save note
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        highlight.note && (
          <p className="mt-3 text-sm whitespace-pre-line text-muted-foreground">
            <span className="font-medium text-foreground">Note: </span>
            {highlight.note}
          </p>
        )
      )}

      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3 text-sm">
        {!highlight.orphaned && (
          <Link
            to={highlightHref(highlight)}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden />
            Open in the reader
          </Link>
        )}

        <div role="group" aria-label="Colour" className="flex items-center gap-1.5">
          {HIGHLIGHT_COLORS.map((color) => (
            <button
              key={color}
              type="button"
              aria-label={COLOR_LABELS[color]}
              aria-pressed={highlight.color === color}
              disabled={saving}
              onClick={() => highlight.color !== color && void change({ color })}
              className={cn(
                'size-6 rounded-full border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                COLOR_CLASSES[color].swatch,
                highlight.color === color ? 'border-foreground' : 'border-transparent',
              )}
            />
          ))}
        </div>

        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={highlight.inReview}
            disabled={saving}
            onChange={(event) => void change({ inReview: event.target.checked })}
            className="size-4 accent-primary"
          />
          Include in review
        </label>

        <div className="ml-auto flex items-center gap-1">
          {!editing && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden />
              {highlight.note ? 'Edit note' : 'Add note'}
            </Button>
          )}
          {confirmingDelete ? (
            <>
              <span className="text-muted-foreground">Delete this highlight?</span>
              <Button
                variant="outline"
                size="sm"
                disabled={deleting}
                onClick={deleteHighlight}
                autoFocus
              >
                Delete
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmingDelete(false)}>
                Keep
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setConfirmingDelete(true)}>
              <Trash2 className="size-4" aria-hidden />
              Delete
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
