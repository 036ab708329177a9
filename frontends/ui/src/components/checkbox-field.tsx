import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  /** The validation message for this box, from the form's zod schema. */
  error?: string;
  /** A line below the box saying what it does, read out with it by screen readers. */
  hint?: ReactNode;
}

/** A labelled native checkbox (so react-hook-form's register() works as is; a form binds it with FormCheckboxField), with its hint and error linked for screen readers. */
export function CheckboxField({ label, error, hint, id, className, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1', className)}>
      <div className="flex items-start gap-2">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-4 shrink-0 rounded border-input accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
          {...inputProps}
        />
        <label htmlFor={inputId} className="text-sm leading-snug">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="pl-6 text-sm text-muted-foreground">
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
