import { useId, type ComponentProps } from 'react';
import { Input } from './input';
import { Label } from './label';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** The validation message for this field, from the form's zod schema. */
  error?: string;
}

/** A labelled input whose error message is linked to it for screen readers. Spreads react-hook-form's register(). */
export function TextField({ label, error, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...inputProps} />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
