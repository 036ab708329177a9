import { CUSTOM_FIELD_TYPES, type CustomFieldType, type TemplateInput } from '@app/shared/templates';
import { Button, CheckboxField, SelectField, TextField } from '@app/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';

const FIELD_TYPE_LABELS: Record<CustomFieldType, string> = { text: 'Text', email: 'Email', tel: 'Phone', textarea: 'Long text' };
const fieldTypeOptions = CUSTOM_FIELD_TYPES.map((value) => ({ value, label: FIELD_TYPE_LABELS[value] }));

/** A blank custom field row. */
const newField = () => ({ id: '', label: '', type: 'text' as const, required: false, placeholder: '' });

interface CustomFieldsEditorProps {
  control: Control<TemplateInput>;
  register: UseFormRegister<TemplateInput>;
  errors: FieldErrors<TemplateInput>;
  disabled: boolean;
}

/**
 * The fields the use-template dialog asks an ambassador for (spec part 1, section 3): each row is one
 * field, referenced in the content as {id}.
 */
export function CustomFieldsEditor({ control, register, errors, disabled }: CustomFieldsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'custom_fields' });
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="text-sm font-medium">Custom Fields</legend>
      <p className="text-sm text-muted-foreground">Ambassadors fill these in when they use the template; put {'{id}'} in the content.</p>
      {errors.custom_fields?.message && <p className="text-sm text-destructive">{errors.custom_fields.message}</p>}
      {fields.length > 0 && (
        <ul className="grid gap-3">
          {fields.map((field, index) => {
            const rowErrors = errors.custom_fields?.[index];
            const number = index + 1;
            return (
              <li key={field.id} className="grid gap-3 rounded-md border p-3" aria-label={`Custom field ${number}`}>
                <div className="grid items-start gap-3 sm:grid-cols-2">
                  <TextField
                    label={`Field ${number} id`}
                    placeholder="e.g. recipientName"
                    disabled={disabled}
                    error={rowErrors?.id?.message}
                    {...register(`custom_fields.${index}.id`)}
                  />
                  <TextField
                    label={`Field ${number} label`}
                    disabled={disabled}
                    error={rowErrors?.label?.message}
                    {...register(`custom_fields.${index}.label`)}
                  />
                  <SelectField
                    label={`Field ${number} type`}
                    options={fieldTypeOptions}
                    disabled={disabled}
                    error={rowErrors?.type?.message}
                    {...register(`custom_fields.${index}.type`)}
                  />
                  <TextField
                    label={`Field ${number} placeholder`}
                    disabled={disabled}
                    error={rowErrors?.placeholder?.message}
                    {...register(`custom_fields.${index}.placeholder`)}
                  />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <CheckboxField
                    label={
                      <>
                        Required<span className="sr-only"> (field {number})</span>
                      </>
                    }
                    disabled={disabled}
                    error={rowErrors?.required?.message}
                    {...register(`custom_fields.${index}.required`)}
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
