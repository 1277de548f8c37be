import { useMutation, useQuery } from '@apollo/client/react';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import {
  AdminSectionsDocument,
  AdminSummariesDocument,
  CreateSectionDocument,
  DeleteSectionDocument,
  ReorderSectionsDocument,
  type SectionFieldsFragment,
  type SummaryFieldsFragment,
} from '../../../gql/graphql';
import {
  existingSectionsLabel,
  movedSectionOrders,
  REQUIRED_SECTION_FIELDS,
  sectionExcerpt,
  sectionOrderOf,
  sortedByOrder,
} from '../admin-content';
import { useAdminAction } from '../hooks/useAdminAction';
import { AdminDialog } from './AdminDialog';
import { EditSectionForm } from './EditSectionForm';
import { QueryView } from './QueryView';
import { TextAreaField } from './FormControls';

interface ManageSectionsDialogProps {
  summary: Pick<SummaryFieldsFragment, 'id' | 'title'>;
  onOpenChange: (open: boolean) => void;
}

const EMPTY_SECTION = { title: '', content: '', order: '' };

const MOVES = [
  { direction: 'up', label: 'Move up', Icon: ArrowUp },
  { direction: 'down', label: 'Move down', Icon: ArrowDown },
] as const;

/** The summary list shows section counts: adding or deleting a section reads it again too. */
const SECTIONS_CHANGED = { refetchQueries: [AdminSectionsDocument, AdminSummariesDocument] };

export function ManageSectionsDialog({ summary, onOpenChange }: ManageSectionsDialogProps) {
  const sections = useQuery(AdminSectionsDocument, { variables: { id: summary.id } });
  const [createSection] = useMutation(CreateSectionDocument, SECTIONS_CHANGED);
  const [deleteSection] = useMutation(DeleteSectionDocument, SECTIONS_CHANGED);
  // The answer is every section with its new order: the cache updates each one.
  const [reorderSections] = useMutation(ReorderSectionsDocument);
  const [values, setValues] = useState(EMPTY_SECTION);
  /** The section whose form is open in the list, if any. */
  const [editingId, setEditingId] = useState<string | null>(null);
  const adding = useAdminAction();
  const reordering = useAdminAction();
  const deleting = useAdminAction();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim() || !values.content.trim()) {
      return adding.refuse(REQUIRED_SECTION_FIELDS);
    }
    const created = await adding.run(
      () =>
        createSection({
          variables: {
            id: summary.id,
            input: {
              title: values.title,
              content: values.content,
              order: sectionOrderOf(values.order),
            },
          },
        }),
      'Section created successfully!',
    );
    if (created) setValues(EMPTY_SECTION);
  };

  const list = sortedByOrder(sections.data?.adminSections ?? []);

  const move = async (index: number, direction: 'up' | 'down') => {
    const sectionOrders = movedSectionOrders(list, index, direction);
    if (!sectionOrders) return;
    // The answer is the new order: the buttons stay disabled until it is on screen.
    await reordering.run(
      () => reorderSections({ variables: { id: summary.id, sectionOrders } }),
      'Sections reordered successfully!',
    );
  };

  const remove = (section: SectionFieldsFragment) =>
    deleting.run(
      () => deleteSection({ variables: { id: section.id } }),
      'Section deleted successfully!',
    );

  return (
    <AdminDialog
      open
      onOpenChange={onOpenChange}
      title="Manage Sections"
      description={summary.title}
      wide
    >
      <form onSubmit={add} noValidate className="grid gap-4 rounded-xl border border-border p-4">
        <h3 className="font-semibold">Add New Section</h3>
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <Field
            id="section-title"
            label="Section Title *"
            value={values.title}
            onChange={(event) => setValues({ ...values, title: event.target.value })}
          />
          <Field
            id="section-order"
            label="Order"
            type="number"
            min={0}
            value={values.order}
            placeholder="Last"
            onChange={(event) => setValues({ ...values, order: event.target.value })}
          />
        </div>
        <TextAreaField
          id="section-content"
          label="Section Content *"
          value={values.content}
          onChange={(event) => setValues({ ...values, content: event.target.value })}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={adding.pending}>
            {adding.pending ? 'Adding...' : 'Add Section'}
          </Button>
        </div>
      </form>

      <h3 className="mt-6 font-semibold">{existingSectionsLabel(list.length)}</h3>
      <div className="mt-3">
        <QueryView
          data={sections.data?.adminSections}
          error={sections.error}
          noun="sections"
          placeholders={2}
          empty="No sections created yet."
        >
          {() => (
            <ol data-testid="admin-sections" className="grid gap-2">
              {list.map((section, index) => (
                <li
                  key={section.id}
                  data-testid="admin-section"
                  className="flex items-start justify-between gap-3 rounded-xl border border-border p-3"
                >
                  {editingId === section.id ? (
                    <EditSectionForm section={section} onDone={() => setEditingId(null)} />
                  ) : (
                    <>
                      <div className="min-w-0">
                        <p className="font-medium break-words">{section.title}</p>
                        <p className="text-xs text-muted-foreground">Order: {section.order}</p>
                        <p className="mt-1 text-sm break-words text-muted-foreground">
                          {sectionExcerpt(section.content)}
                        </p>
                      </div>
                      <div className="flex shrink-0 items-center">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit section: ${section.title}`}
                          title="Edit section"
                          onClick={() => setEditingId(section.id)}
                        >
                          <Pencil className="size-4" aria-hidden />
                        </Button>
                        {MOVES.map(({ direction, label, Icon }) => (
                          <Button
                            key={direction}
                            variant="ghost"
                            size="icon"
                            aria-label={`${label}: ${section.title}`}
                            title={label}
                            disabled={
                              reordering.pending ||
                              (direction === 'up' ? index === 0 : index === list.length - 1)
                            }
                            onClick={() => move(index, direction)}
                          >
                            <Icon className="size-4" aria-hidden />
                          </Button>
                        ))}
                        <Button
                          variant="destructive-ghost"
                          size="icon"
                          aria-label={`Delete section: ${section.title}`}
                          title="Delete section"
                          disabled={deleting.pending}
                          onClick={() => remove(section)}
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ol>
          )}
        </QueryView>
      </div>
    </AdminDialog>
  );
}
