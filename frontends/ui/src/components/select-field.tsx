import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './label';

interface SelectFieldProps extends ComponentProps<'select'> {
  /** Sizes the whole field (label, select, hint): the select fills it and its chevron stays inside it. */
  className?: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The validation message for this field, from the form's zod schema. */
  error?: string;
  /** A line below the field saying what it does, read out with it by screen readers. */
  hint?: ReactNode;
  /** A first, empty choice ('Select an objective'). */
  placeholder?: string;
  /** The label stays for screen readers only (a filter whose choices say what it is). */
  hideLabel?: boolean;
}

/**
 * A labelled native select (keyboard, screen readers and the phone's own picker for free) drawn like the kit's
 * inputs, with the kit's chevron instead of the browser's arrow; its hint and error linked to it. A form binds it with FormSelectField.
 */
export function SelectField({ label, options, error, hint, placeholder, hideLabel, id, className, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={selectId} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <div className="relative min-w-0">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="h-9 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-background py-1 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm"
          {...selectProps}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
      </div>
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
