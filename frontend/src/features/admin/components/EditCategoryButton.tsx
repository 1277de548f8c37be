import { useMutation } from '@apollo/client/react';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { type CategoryFieldsFragment, UpdateCategoryDocument } from '../../../gql/graphql';
import { REQUIRED_CATEGORY_FIELDS } from '../admin-content';
import { useAdminAction } from '../hooks/useAdminAction';
import { AdminDialog } from './AdminDialog';
import { TextAreaField } from './FormControls';

/** Rename a category: its name, slug and description, checked as on creation. */
export function EditCategoryButton({ category }: { category: CategoryFieldsFragment }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit: ${category.name}`}
        title="Edit"
        onClick={() => setOpen(true)}
      >
        <Pencil className="size-4" aria-hidden />
      </Button>
      {open && <EditCategoryDialog category={category} onClose={() => setOpen(false)} />}
    </>
  );
}

function EditCategoryDialog({
  category,
  onClose,
}: {
  category: CategoryFieldsFragment;
  onClose: () => void;
}) {
  // The answer carries the category's id: the store updates it wherever it is shown.
  const [updateCategory] = useMutation(UpdateCategoryDocument);
  const [values, setValues] = useState({
    name: category.name,
    slug: category.slug,
    description: category.description ?? '',
  });
  const { run, refuse, pending } = useAdminAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim() || !values.slug.trim()) return refuse(REQUIRED_CATEGORY_FIELDS);
    if (
      await run(
        () => updateCategory({ variables: { id: category.id, input: values } }),
        'Category updated successfully!',
      )
    ) {
      onClose();
    }
  };

  return (
    <AdminDialog open onOpenChange={(open) => !open && onClose()} title="Edit Category">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Field
          id="edit-category-name"
          label="Name *"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <Field
          id="edit-category-slug"
          label="Slug *"
          value={values.slug}
          onChange={(event) => setValues({ ...values, slug: event.target.value })}
        />
        <TextAreaField
          id="edit-category-description"
          label="Description"
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
