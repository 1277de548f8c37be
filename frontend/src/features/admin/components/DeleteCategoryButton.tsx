import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  AdminSummariesDocument,
  CategoriesDocument,
  type CategoryFieldsFragment,
  DeleteCategoryDocument,
} from '../../../gql/graphql';
import { categoryUsageText } from '../admin-content';
import { useAdminAction } from '../hooks/useAdminAction';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
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
  category: CategoryFieldsFragment;
  /** The categories the summaries may move to. */
  others: readonly CategoryFieldsFragment[];
  summaryCount: number;
}) {
  const [deleteCategory] = useMutation(DeleteCategoryDocument, {
    refetchQueries: [CategoriesDocument, AdminSummariesDocument],
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
    <ConfirmDeleteButton
      name={category.name}
      title="Delete this category?"
      description={`“${category.name}” will be deleted. ${categoryUsageText(summaryCount)}`}
      pending={pending}
      onConfirm={remove}
      onOpenChange={() => setMoveTo(NONE)}
    >
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
    </ConfirmDeleteButton>
  );
}
