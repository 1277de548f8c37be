import { Trash2 } from 'lucide-react';
import { useMutation } from '@apollo/client/react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonClasses } from '../../../components/ui/button';
import type { AdminSummaryFieldsFragment } from '../../../gql/graphql';
import { AdminSummariesQuery, DeleteSummaryMutation } from '../graphql/admin.operations';
import { useAdminAction } from '../hooks/useAdminAction';

/** Delete with confirmation: the summary and its sections go for good. */
export function DeleteSummaryButton({ summary }: { summary: AdminSummaryFieldsFragment }) {
  const [deleteSummary] = useMutation(DeleteSummaryMutation, {
    refetchQueries: [AdminSummariesQuery],
  });
  const { run, pending } = useAdminAction();
  const remove = () =>
    run(() => deleteSummary({ variables: { id: summary.id } }), 'Summary deleted successfully!');
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete: ${summary.title}`}
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
            Delete this summary?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            “{summary.title}” and all of its sections will be deleted. This cannot be undone.
          </AlertDialog.Description>
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
