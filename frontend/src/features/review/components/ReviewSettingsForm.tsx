import { useMutation, useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/graphql-errors';
import { useToast } from '../../toast/hooks/useToast';
import { ReviewSettingsQuery, UpdateReviewSettingsMutation } from '../graphql/review.graphql';

/** The member's daily limits: new cards per day and cards per day in all (the server checks them). */
export function ReviewSettingsForm() {
  const settings = useQuery(ReviewSettingsQuery).data?.reviewSettings;
  const [save, { loading }] = useMutation(UpdateReviewSettingsMutation);
  const { toast } = useToast();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await save({
        variables: {
          input: {
            newCardsPerDay: Number(form.get('newCardsPerDay')),
            cardsPerDay: Number(form.get('cardsPerDay')),
          },
        },
      });
      toast({ title: 'Daily limits saved', description: 'They apply from your next review.' });
    } catch (error) {
      toast({
        title: 'Could not save the limits',
        description: serverMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <details className="rounded-2xl border border-border bg-card p-5">
      <summary className="cursor-pointer font-medium">Daily limits</summary>
      {settings && (
        <form
          className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={submit}
        >
          <Field
            id="review-new-cards"
            name="newCardsPerDay"
            label="New cards per day"
            type="number"
            min={0}
            max={500}
            required
            defaultValue={settings.newCardsPerDay}
          />
          <Field
            id="review-cards"
            name="cardsPerDay"
            label="Cards per day in all"
            type="number"
            min={1}
            max={500}
            required
            defaultValue={settings.cardsPerDay}
          />
          <Button type="submit" disabled={loading}>
            Save limits
          </Button>
        </form>
      )}
    </details>
  );
}
