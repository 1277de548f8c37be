import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/graphql-errors';
import { memberTimeZone } from '../../reading-activity/reading-lists';
import { useToast } from '../../toast/hooks/useToast';
import {
  ReviewEmailPreferencesQuery,
  UpdateReviewEmailPreferencesMutation,
} from '../graphql/review-emails.graphql';

/**
 * The daily review e-mail and the weekly digest (Sundays): each on or off, and the local time
 * they come, in this browser's time zone (saved with it, so the e-mails follow the member when
 * they move). Off until they turn them on.
 */
export function ReviewEmailForm() {
  const preferences = useQuery(ReviewEmailPreferencesQuery).data?.reviewEmailPreferences;
  const [save, { loading }] = useMutation(UpdateReviewEmailPreferencesMutation);
  const { toast } = useToast();
  const timeZone = useMemo(() => memberTimeZone(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const daily = form.get('daily') === 'on';
    const weekly = form.get('weekly') === 'on';
    const sendAt = String(form.get('sendAt'));
    try {
      await save({ variables: { input: { daily, weekly, sendAt, timeZone } } });
      toast({
        title: daily ? 'Daily review e-mail on' : 'Daily review e-mail off',
        description: [
          daily
            ? `It comes at ${sendAt} (${timeZone}) on days with highlights due.`
            : 'You will not get daily review e-mails.',
          weekly ? `Your weekly digest comes on Sundays at ${sendAt}.` : 'No weekly digest.',
        ].join(' '),
      });
    } catch (error) {
      toast({
        title: 'Could not save the e-mail settings',
        description: serverMessage(error),
        variant: 'destructive',
      });
    }
  };

  if (!preferences) return null;
  return (
    <form
      aria-label="Daily review e-mail"
      className="grid gap-4 rounded-2xl border border-border bg-card p-5"
      onSubmit={submit}
    >
      <div className="flex items-center gap-3">
        <input
          id="review-email-daily"
          name="daily"
          type="checkbox"
          className="h-5 w-5 accent-primary"
          defaultChecked={preferences.daily}
        />
        <label htmlFor="review-email-daily" className="font-medium">
          E-mail me my daily review
        </label>
      </div>
      <p className="text-sm text-muted-foreground">
        Up to five highlights due that day, each with Again and Good links. No e-mail on a day with
        nothing due.
      </p>
      <div className="flex items-center gap-3">
        <input
          id="review-email-weekly"
          name="weekly"
          type="checkbox"
          className="h-5 w-5 accent-primary"
          defaultChecked={preferences.weekly}
        />
        <label htmlFor="review-email-weekly" className="font-medium">
          E-mail me a weekly digest on Sundays
        </label>
      </div>
      <p className="text-sm text-muted-foreground">
        The week's reading (books finished, minutes, streak), the highlights you made, and two
        summaries to read next from the categories you read.
      </p>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field
          id="review-email-time"
          name="sendAt"
          label={`Time of day (${timeZone})`}
          type="time"
          required
          defaultValue={preferences.sendAt}
        />
        <Button type="submit" disabled={loading}>
          Save e-mail settings
        </Button>
      </div>
    </form>
  );
}
