import { useMutation, useQuery } from '@apollo/client/react';
import { FolderPlus, Tags } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { slugify } from '../../../lib/slug';
import { REQUIRED_CATEGORY_FIELDS } from '../admin-content';
import { AdminCategoriesQuery, CreateCategoryMutation } from '../graphql/admin.operations';
import { useAdminAction } from '../hooks/useAdminAction';
import { AdminCard } from './AdminCard';
import { QueryView } from './QueryView';
import { TextAreaField } from './FormControls';

const EMPTY_CATEGORY = { name: '', slug: '', description: '' };

/** Categories tab: the creation form and every category. */
export function CategoriesTab() {
  const categories = useQuery(AdminCategoriesQuery);
  const [createCategory] = useMutation(CreateCategoryMutation, {
    refetchQueries: [AdminCategoriesQuery],
  });
  const list = categories.data?.categories;
  const [values, setValues] = useState(EMPTY_CATEGORY);
  /** Once the admin edits the slug, the name stops overwriting it. */
  const [slugTouched, setSlugTouched] = useState(false);
  const { run, refuse, pending } = useAdminAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim() || !values.slug.trim()) return refuse(REQUIRED_CATEGORY_FIELDS);
    if (
      await run(
        () => createCategory({ variables: { input: values } }),
        'Category created successfully!',
      )
    ) {
      setValues(EMPTY_CATEGORY);
      setSlugTouched(false);
    }
  };

  return (
    <div className="grid gap-6">
      <AdminCard headingId="create-category-heading" icon={FolderPlus} title="Create New Category">
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field
            id="category-name"
            label="Name *"
            value={values.name}
            onChange={(event) => {
              const name = event.target.value;
              setValues({ ...values, name, slug: slugTouched ? values.slug : slugify(name) });
            }}
            placeholder="e.g. Personal Finance"
          />
          <Field
            id="category-slug"
            label="Slug *"
            value={values.slug}
            onChange={(event) => {
              setSlugTouched(true);
              setValues({ ...values, slug: event.target.value });
            }}
            placeholder="personal-finance"
          />
          <TextAreaField
            id="category-description"
            label="Description"
            className="sm:col-span-2"
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={pending}>
              {pending ? 'Creating...' : 'Create Category'}
            </Button>
          </div>
        </form>
      </AdminCard>

      <AdminCard
        headingId="categories-heading"
        icon={Tags}
        title={list ? `Categories (${list.length})` : 'Categories'}
      >
        <QueryView
          data={list}
          error={categories.error}
          noun="categories"
          placeholderClassName="h-24"
          empty="No categories created yet."
        >
          {(loaded) => (
            <ul data-testid="admin-categories" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {loaded.map((category) => (
                <li
                  key={category.id}
                  data-testid="admin-category"
                  className="rounded-xl border border-border p-4"
                >
                  <p className="font-semibold">{category.name}</p>
                  <p className="font-mono text-xs text-muted-foreground">/{category.slug}</p>
                  {category.description && (
                    <p className="mt-2 text-sm text-muted-foreground">{category.description}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </AdminCard>
    </div>
  );
}
