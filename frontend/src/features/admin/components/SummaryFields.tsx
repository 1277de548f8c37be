import { Field } from '../../../components/ui/input';
import type { CategoryFieldsFragment } from '../../../gql/graphql';
import { MAX_READING_TIME, MIN_READING_TIME, type SummaryFormValues } from '../admin-content';
import { SelectField, TextAreaField } from './FormControls';

interface SummaryFieldsProps {
  /** Keeps the ids of the create form and the edit dialog apart. */
  idPrefix: string;
  values: SummaryFormValues;
  onChange: (values: SummaryFormValues) => void;
  categories: readonly CategoryFieldsFragment[];
}

/** The summary fields shared by the creation form and the edit dialog. */
export function SummaryFields({ idPrefix, values, onChange, categories }: SummaryFieldsProps) {
  const set =
    <K extends keyof SummaryFormValues>(key: K) =>
    (value: SummaryFormValues[K]) =>
      onChange({ ...values, [key]: value });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id={id('title')}
        label="Title *"
        value={values.title}
        onChange={(event) => set('title')(event.target.value)}
        placeholder="Book title"
      />
      <Field
        id={id('author')}
        label="Author *"
        value={values.author}
        onChange={(event) => set('author')(event.target.value)}
        placeholder="Author name"
      />
      <TextAreaField
        id={id('description')}
        label="Description"
        className="sm:col-span-2"
        value={values.description}
        onChange={(event) => set('description')(event.target.value)}
        placeholder="A short description for cards and the summary page"
      />
      <TextAreaField
        id={id('content')}
        label="Content *"
        className="sm:col-span-2"
        rows={6}
        value={values.content}
        onChange={(event) => set('content')(event.target.value)}
        placeholder="The overview, one paragraph per line; the first two lines are the free preview"
      />
      <Field
        id={id('cover')}
        label="Cover Image URL"
        value={values.coverImageUrl}
        onChange={(event) => set('coverImageUrl')(event.target.value)}
        placeholder="https://… or /covers/…"
      />
      <SelectField
        id={id('category')}
        label="Category"
        value={values.categoryId}
        onChange={(event) => set('categoryId')(event.target.value)}
      >
        <option value="">No category</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <Field
        id={id('reading-time')}
        label="Reading Time (minutes)"
        type="number"
        min={MIN_READING_TIME}
        max={MAX_READING_TIME}
        value={values.readingTimeMinutes}
        onChange={(event) => set('readingTimeMinutes')(event.target.value)}
      />
      <label className="flex items-center gap-2 self-end pb-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={values.isPremium}
          onChange={(event) => set('isPremium')(event.target.checked)}
        />
        Premium content
      </label>
    </div>
  );
}
