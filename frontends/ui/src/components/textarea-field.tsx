import { useId, type ComponentProps, type ReactNode } from 'react';
import { Textarea } from './input';
import { Label } from './label';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  /** The validation message for this field, from the form's zod schema. */
  error?: string;
  /** A line below the field saying what it does, read out with it by screen readers. */
  hint?: ReactNode;
}

/** A labelled multi-line input whose hint and error message are linked to it for screen readers. A form binds it with FormTextareaField. */
export function TextareaField({ label, error, hint, id, ...textareaProps }: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const hintId = `${textareaId}-hint`;
  const errorId = `${textareaId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={textareaId}>{label}</Label>
      <Textarea id={textareaId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textareaProps} />
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
