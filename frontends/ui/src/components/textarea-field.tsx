import { useId, type ComponentProps, type ReactNode } from 'react';
import { Textarea } from './input';
import { Label } from './label';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  /** The validation message for this field, from the form's zod schema. */
  error?: string;
}

/** A labelled multi-line input whose error message is linked to it for screen readers. Spreads register(). */
export function TextareaField({ label, error, id, ...textareaProps }: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const errorId = `${textareaId}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={textareaId}>{label}</Label>
      <Textarea id={textareaId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...textareaProps} />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
