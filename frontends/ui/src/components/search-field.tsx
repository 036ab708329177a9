import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/cn';
import { Input } from './input';
import { Label } from './label';

interface SearchFieldProps {
  /** What is searched, for screen readers ('Search campaigns'); the placeholder says it to the eye. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A search box with its magnifier icon and a screen-reader label, for filtering a list as one types. */
export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('relative min-w-0', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
