import { BUILT_IN_TEMPLATE_VARIABLES, type SocialTemplateInput } from '@app/shared/content';
import { Badge, Button, FormTextField } from '@app/ui';
import { Lock, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';

interface VariablesEditorProps<Output extends FieldValues> {
  form: UseFormReturn<SocialTemplateInput, unknown, Output>;
  disabled: boolean;
}

/**
 * The placeholders a caption may use (spec part 1, section 9): the built-ins are always there and shown
 * locked; the template's own can be added and removed, each with a default value.
 */
export function VariablesEditor<Output extends FieldValues>({ form, disabled }: VariablesEditorProps<Output>) {
  const {
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'variables' });
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="text-sm font-medium">Variables</legend>
      <p className="text-sm text-muted-foreground">Put {'{name}'} in the caption. The built-in variables are always available.</p>
      <ul className="flex flex-wrap gap-2" aria-label="Built-in variables">
        {BUILT_IN_TEMPLATE_VARIABLES.map((name) => (
          <li key={name}>
            <Badge variant="secondary" className="gap-1 font-mono">
              <Lock aria-hidden className="size-3" />
              {name}
              <span className="sr-only"> (built-in, cannot be removed)</span>
            </Badge>
          </li>
        ))}
      </ul>
      {errors.variables?.message && <p className="text-sm text-destructive">{errors.variables.message}</p>}
      {fields.length > 0 && (
        <ul className="grid gap-3" aria-label="Custom variables">
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <li key={field.id} className="grid items-start gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto]">
                <FormTextField
                  control={control}
                  name={`variables.${index}.name`}
                  label={`Variable ${number} name`}
                  placeholder="e.g. hashtag"
                />
                <FormTextField control={control} name={`variables.${index}.default_value`} label={`Variable ${number} default value`} />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="sm:mt-6"
                  aria-label={`Remove variable ${number}`}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => append({ name: '', default_value: '' })}>
          <Plus aria-hidden /> Add Variable
        </Button>
      </div>
    </fieldset>
  );
}
