import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** The validation message for this field, from the form's zod schema. */
  error?: string;
  /** A line below the field saying what it does, read out with it by screen readers. */
  hint?: ReactNode;
  /** Shown after the label, outside it (an info tooltip, say), so it never steals the label's click. */
  labelAddon?: ReactNode;
}

/** A labelled input whose hint and error message are linked to it for screen readers. A form binds it by name with FormTextField. */
export function TextField({ label, error, hint, labelAddon, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      {labelAddon ? (
        <div className="flex items-center gap-1.5">
          <Label htmlFor={inputId}>{label}</Label>
          {labelAddon}
        </div>
      ) : (
        <Label htmlFor={inputId}>{label}</Label>
      )}
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
