import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { CategoryFieldsFragment, SummaryInput } from '../../../gql/graphql';
import { summaryPayloadOf, type SummaryFormValues } from '../admin-content';
import { useAdminAction } from '../hooks/useAdminAction';
import { SummaryFields } from './SummaryFields';

interface SummaryFormProps {
  idPrefix: string;
  initial: SummaryFormValues;
  categories: readonly CategoryFieldsFragment[];
  save: (input: SummaryInput) => Promise<unknown>;
  successTitle: string;
  submitLabel: string;
  pendingLabel: string;
  /** After a successful save; `reset` empties the form (spec section 4: create resets it). */
  onSaved: (reset: () => void) => void;
  /** Buttons before the submit button (the edit dialog's Cancel). */
  secondaryActions?: ReactNode;
}

/** The summary form of the creation card and the edit dialog: checks, saves, toasts. */
export function SummaryForm({
  idPrefix,
  initial,
  categories,
  save,
  successTitle,
  submitLabel,
  pendingLabel,
  onSaved,
  secondaryActions,
}: SummaryFormProps) {
  const [values, setValues] = useState(initial);
  const { run, refuse, pending } = useAdminAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = summaryPayloadOf(values);
    if (!checked.ok) return refuse(checked.message);
    if (await run(() => save(checked.payload), successTitle)) {
      onSaved(() => setValues(initial));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <SummaryFields
        idPrefix={idPrefix}
        values={values}
        onChange={setValues}
        categories={categories}
      />
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryActions}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
