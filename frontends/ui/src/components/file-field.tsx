import { Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './label';

interface FileFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue'> {
  label: string;
  /** The validation message for this field. */
  error?: string;
  /** A line below the field (the formats and size it takes), read out with it by screen readers. */
  hint?: ReactNode;
  /** The chosen file's name as the form holds it (null: none, say after a reset); left out, the field shows what was last picked. */
  fileName?: string | null;
  /** What the button says; 'Choose File' unless told. */
  buttonLabel?: string;
  /** What stands in for the name while no file is chosen. */
  emptyText?: string;
}

/**
 * A labelled file picker that looks like the kit's buttons: a styled button and the chosen file's name.
 * The browser's own input lies over it, transparent, so a click, Tab, Enter and Space all reach the real
 * control (and screen readers hear it as a file button under `label`); the button only draws its focus.
 */
export function FileField({
  label,
  error,
  hint,
  fileName,
  buttonLabel = 'Choose File',
  emptyText = 'No file chosen',
  id,
  className,
  disabled,
  onChange,
  'aria-describedby': describedByProp,
  ...inputProps
}: FileFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [describedByProp, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const [picked, setPicked] = useState<string>();
  const shownName = fileName === undefined ? picked : (fileName ?? undefined);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    setPicked(event.target.files?.[0]?.name);
    onChange?.(event);
  };

  return (
    <div className={cn('grid min-w-0 gap-2', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div
        data-slot="file-field"
        className={cn(
          'relative flex min-w-0 items-center gap-3 rounded-md border border-input bg-background p-1 pr-3 shadow-xs',
          'focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
          error && 'border-destructive',
          disabled && 'opacity-50',
        )}
      >
        <input
          id={inputId}
          type="file"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={onPick}
          className="absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          {...inputProps}
        />
        <span
          aria-hidden
          className="inline-flex h-7 shrink-0 items-center gap-1.5 rounded-sm bg-secondary px-2.5 text-sm font-medium text-secondary-foreground"
        >
          <Upload className="size-4" />
          {buttonLabel}
        </span>
        <span
          aria-hidden
          className={cn('min-w-0 truncate text-sm', shownName ? 'text-foreground' : 'text-muted-foreground')}
          title={shownName}
        >
          {shownName ?? emptyText}
        </span>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
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
