import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { type SectionFieldsFragment, UpdateSectionDocument } from '../../../gql/graphql';
import { REQUIRED_SECTION_FIELDS } from '../admin-content';
import { useAdminAction } from '../hooks/useAdminAction';
import { TextAreaField } from './FormControls';

/**
 * A section's title and text, changed in place in the Manage Sections list; its order stays.
 * Members' highlights in it follow the new text (the reading service re-anchors them).
 */
export function EditSectionForm({
  section,
  onDone,
}: {
  section: SectionFieldsFragment;
  onDone: () => void;
}) {
  // The answer is the section as saved: the cache updates the list's item.
  const [updateSection] = useMutation(UpdateSectionDocument);
  const [values, setValues] = useState({ title: section.title, content: section.content ?? '' });
  const saving = useAdminAction();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim() || !values.content.trim()) {
      return saving.refuse(REQUIRED_SECTION_FIELDS);
    }
    const saved = await saving.run(
      () => updateSection({ variables: { id: section.id, input: values } }),
      'Section updated successfully!',
    );
    if (saved) onDone();
  };

  return (
    <form onSubmit={save} noValidate className="grid w-full gap-3" aria-label="Edit section">
      <Field
        id={`section-title-${section.id}`}
        label="Section Title *"
        value={values.title}
        onChange={(event) => setValues({ ...values, title: event.target.value })}
      />
      <TextAreaField
        id={`section-content-${section.id}`}
        label="Section Content *"
        value={values.content}
        onChange={(event) => setValues({ ...values, content: event.target.value })}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving.pending}>
          {saving.pending ? 'Saving...' : 'Save Section'}
        </Button>
      </div>
    </form>
  );
}
