import { useMutation, useQuery } from '@apollo/client/react';
import { FolderPlus, Tags } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { slugify } from '../../../lib/slug';
import { REQUIRED_CATEGORY_FIELDS, summaryCountsByCategory } from '../admin-content';
import { useAdminAction } from '../hooks/useAdminAction';
import { AdminCard } from './AdminCard';
import { DeleteCategoryButton } from './DeleteCategoryButton';
import { EditCategoryButton } from './EditCategoryButton';
import { QueryView } from './QueryView';
import { TextAreaField } from './FormControls';
import {
  AdminSummariesDocument,
  CategoriesDocument,
  CreateCategoryDocument,
} from '../../../gql/graphql';

const EMPTY_CATEGORY = { name: '', slug: '', description: '' };

/** Categories tab: the creation form and every category, each with edit and delete. */
export function CategoriesTab() {
  const categories = useQuery(CategoriesDocument);
  // The summaries tab's list (drafts included): how many summaries each category holds.
  const summaries = useQuery(AdminSummariesDocument);
  const counts = summaryCountsByCategory(summaries.data?.adminSummaries ?? []);
  const [createCategory] = useMutation(CreateCategoryDocument, {
    refetchQueries: [CategoriesDocument],
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
                  className="flex items-start justify-between gap-2 rounded-xl border border-border p-4"
                >
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{category.name}</p>
                    <p className="font-mono text-xs break-all text-muted-foreground">
                      /{category.slug}
                    </p>
                    {category.description && (
                      <p className="mt-2 text-sm text-muted-foreground">{category.description}</p>
                    )}
                  </div>
                  <div className="-my-1 flex shrink-0">
                    <EditCategoryButton category={category} />
                    <DeleteCategoryButton
                      category={category}
                      others={loaded.filter((other) => other.id !== category.id)}
                      summaryCount={counts.get(category.id) ?? 0}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </AdminCard>
    </div>
  );
}
