// The kit's fields bound to a react-hook-form form by name, as every form of the areas uses them:
//   <FormTextField control={control} name="title" label="Title" required />
// registers the field, shows its validation message by path (`steps.0.title` too) and disables it while
// the form is submitting. The presentational fields stay for what no form holds (a read-only value).
import { useId, type ComponentType, type ReactNode } from 'react';
import {
  get,
  useFormState,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { CheckboxField } from './checkbox-field';
import { SelectField } from './select-field';
import { TextareaField } from './textarea-field';
import { TextField } from './text-field';

/** What binds a kit field to one field of a react-hook-form form. */
interface BindingProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed> {
  /** The form's control; it types `name`, so a name the form lacks fails to compile. */
  control: Control<TValues, unknown, TTransformed>;
  /** The field's path in the form's values, nested ones included (`overlay_style.color`, `steps.0.title`). */
  name: TName;
  /** Passed to register() as is: `{ valueAsNumber: true }`, an `onChange` run after the form's own. */
  registerOptions?: RegisterOptions<TValues, TName>;
  /** Disabled for a reason of the caller's own; the field is disabled while the form is submitting anyway. */
  disabled?: boolean;
  /**
   * Stays usable while the form is submitting, for a form whose submit handler moves focus to a field
   * (setError with shouldFocus): the browser does not focus a disabled input.
   */
  enabledWhileSubmitting?: boolean;
}

/** The props a bound field sets itself, so a caller cannot pass them by mistake. */
type BoundKeys = 'name' | 'error' | 'disabled' | 'onChange' | 'onBlur' | 'ref';

/** The field's registration, its validation message (by path) and whether it is disabled now. */
function useBoundField<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed>({
  control,
  name,
  registerOptions,
  disabled,
  enabledWhileSubmitting,
}: BindingProps<TValues, TName, TTransformed>): {
  registration: UseFormRegisterReturn<TName>;
  error: string | undefined;
  disabled: boolean;
} {
  const { errors, isSubmitting } = useFormState({ control, name });
  const registration = control.register(name, registerOptions);
  return {
    registration,
    error: get<typeof errors, FieldError | undefined>(errors, name)?.message,
    disabled: Boolean(disabled) || Boolean(registration.disabled) || (isSubmitting && !enabledWhileSubmitting),
  };
}

/**
 * A kit field bound to one form field by name: it registers the field, shows the field's validation
 * message (linked to the input by the kit field) and is disabled while the form is submitting.
 */
function boundField<TFieldProps extends object>(Field: ComponentType<TFieldProps>, displayName: string) {
  function BoundField<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed = TValues>({
    control,
    name,
    registerOptions,
    disabled,
    enabledWhileSubmitting,
    ...fieldProps
  }: BindingProps<TValues, TName, TTransformed> & Omit<TFieldProps, BoundKeys>) {
    const bound = useBoundField({ control, name, registerOptions, disabled, enabledWhileSubmitting });
    // The kit field's props with the bound ones put back: its props again, which TypeScript cannot see through the Omit.
    const props = { ...fieldProps, ...bound.registration, error: bound.error, disabled: bound.disabled } as unknown as TFieldProps;
    return <Field {...props} />;
  }
  BoundField.displayName = displayName;
  return BoundField;
}

/** A TextField bound to a form field by name. */
export const FormTextField = boundField(TextField, 'FormTextField');
/** A TextareaField bound to a form field by name. */
export const FormTextareaField = boundField(TextareaField, 'FormTextareaField');
/** A SelectField bound to a form field by name. */
export const FormSelectField = boundField(SelectField, 'FormSelectField');
/** A CheckboxField bound to a boolean form field by name. */
export const FormCheckboxField = boundField(CheckboxField, 'FormCheckboxField');

/** The message of a list field: the list's own (too few, too many), else its first entry's. */
function listError(error: (FieldError | Array<FieldError | undefined>) | undefined): string | undefined {
  if (!error) return undefined;
  const own = (error as Partial<FieldError>).message;
  return own ?? (Array.isArray(error) ? error.find((entry) => entry?.message)?.message : undefined);
}

/**
 * A group of checkboxes bound to one list field by name: each box adds its value to the list. The legend
 * names the group, and its hint and validation message are read out with it.
 */
export function FormCheckboxGroupField<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed = TValues>({
  legend,
  hint,
  options,
  ...binding
}: BindingProps<TValues, TName, TTransformed> & {
  legend: ReactNode;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
}) {
  const { registration, disabled } = useBoundField(binding);
  const { errors } = useFormState({ control: binding.control, name: binding.name });
  const error = listError(get<typeof errors, FieldError | Array<FieldError | undefined> | undefined>(errors, binding.name));
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map(({ value, label }) => (
          <CheckboxField key={value} label={label} value={value} {...registration} disabled={disabled} />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
