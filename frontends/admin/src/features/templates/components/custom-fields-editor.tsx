import { CUSTOM_FIELD_TYPES, type CustomFieldType, type TemplateInput } from '@app/shared/templates';
import { Button, FormCheckboxField, FormSelectField, FormTextField } from '@app/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';

const FIELD_TYPE_LABELS: Record<CustomFieldType, string> = { text: 'Text', email: 'Email', tel: 'Phone', textarea: 'Long text' };
const fieldTypeOptions = CUSTOM_FIELD_TYPES.map((value) => ({ value, label: FIELD_TYPE_LABELS[value] }));

/** A blank custom field row. */
const newField = () => ({ id: '', label: '', type: 'text' as const, required: false, placeholder: '' });

interface CustomFieldsEditorProps {
  control: Control<TemplateInput>;
  disabled: boolean;
}

/**
 * The fields the use-template dialog asks an ambassador for (spec part 1, section 3): each row is one
 * field, referenced in the content as {id}.
 */
export function CustomFieldsEditor({ control, disabled }: CustomFieldsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'custom_fields' });
  const { errors } = useFormState({ control, name: 'custom_fields' });
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="text-sm font-medium">Custom Fields</legend>
      <p className="text-sm text-muted-foreground">Ambassadors fill these in when they use the template; put {'{id}'} in the content.</p>
      {errors.custom_fields?.message && <p className="text-sm text-destructive">{errors.custom_fields.message}</p>}
      {fields.length > 0 && (
        <ul className="grid gap-3">
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <li key={field.id} className="grid gap-3 rounded-md border p-3" aria-label={`Custom field ${number}`}>
                <div className="grid items-start gap-3 sm:grid-cols-2">
                  <FormTextField
                    control={control}
                    name={`custom_fields.${index}.id`}
                    label={`Field ${number} id`}
                    placeholder="e.g. recipientName"
                  />
                  <FormTextField control={control} name={`custom_fields.${index}.label`} label={`Field ${number} label`} />
                  <FormSelectField
                    control={control}
                    name={`custom_fields.${index}.type`}
                    label={`Field ${number} type`}
                    options={fieldTypeOptions}
                  />
                  <FormTextField control={control} name={`custom_fields.${index}.placeholder`} label={`Field ${number} placeholder`} />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <FormCheckboxField
                    control={control}
                    name={`custom_fields.${index}.required`}
                    label={
                      <>
                        Required<span className="sr-only"> (field {number})</span>
                      </>
                    }
                  />
                  <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => remove(index)}>
                    <Trash2 aria-hidden />
                    Remove field {number}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => append(newField())}>
          <Plus aria-hidden />
          Add Field
        </Button>
      </div>
    </fieldset>
  );
}
