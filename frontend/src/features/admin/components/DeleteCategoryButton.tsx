import { useMutation } from '@apollo/client/react';
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import type { AdminCategoryFieldsFragment } from '../../../gql/graphql';
import { categoryUsageText } from '../admin-content';
import {
  AdminCategoriesQuery,
  AdminSummariesQuery,
  DeleteCategoryMutation,
} from '../graphql/admin.operations';
import { useAdminAction } from '../hooks/useAdminAction';
import { SelectField } from './FormControls';

/** The select's value for "no category". */
const NONE = '';

/**
 * Delete with confirmation. A category still used by summaries asks where they go: another
 * category or none.
 */
export function DeleteCategoryButton({
  category,
  others,
  summaryCount,
}: {
  category: AdminCategoryFieldsFragment;
  /** The categories the summaries may move to. */
  others: readonly AdminCategoryFieldsFragment[];
  summaryCount: number;
}) {
  const [deleteCategory] = useMutation(DeleteCategoryMutation, {
    refetchQueries: [AdminCategoriesQuery, AdminSummariesQuery],
  });
  const [moveTo, setMoveTo] = useState(NONE);
  const { run, pending } = useAdminAction();
  const remove = () =>
    run(
      () =>
        deleteCategory({
          variables: { id: category.id, moveSummariesTo: moveTo === NONE ? null : moveTo },
        }),
      'Category deleted successfully!',
    );
  return (
    <AlertDialog.Root onOpenChange={() => setMoveTo(NONE)}>
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete: ${category.name}`}
          title="Delete"
          className="text-destructive"
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-background p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            Delete this category?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            “{category.name}” will be deleted. {categoryUsageText(summaryCount)}
          </AlertDialog.Description>
          {summaryCount > 0 && (
            <SelectField
              id="move-summaries-to"
              label="Move its summaries to"
              className="mt-4"
              value={moveTo}
              onChange={(event) => setMoveTo(event.target.value)}
            >
              <option value={NONE}>No category</option>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </SelectField>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses({}, 'bg-destructive text-white hover:bg-destructive/90')}
              disabled={pending}
              onClick={remove}
            >
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
