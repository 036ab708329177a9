import type { AmbassadorRow } from '@app/shared/admin';
import { Button, cn, Input, Label, roleLabel } from '@app/ui';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useAmbassadors } from '../../../api/list-ambassadors';

const nameOf = (ambassador: AmbassadorRow) => `${ambassador.first_name} ${ambassador.last_name}`.trim();
const searchTextOf = (ambassador: AmbassadorRow) =>
  [nameOf(ambassador), ambassador.email, ambassador.school, ambassador.campaign_name].filter(Boolean).join(' ').toLowerCase();

/** Student and fundraising ambassadors alike, by name: an individual message may go to either. */
function useEveryAmbassador() {
  const students = useAmbassadors('student');
  const fundraisers = useAmbassadors('fundraising_ambassador');
  const everyone = useMemo(
    () => [...(students.data ?? []), ...(fundraisers.data ?? [])].sort((a, b) => nameOf(a).localeCompare(nameOf(b))),
    [students.data, fundraisers.data],
  );
  return {
    ambassadors: everyone,
    isLoading: students.isLoading || fundraisers.isLoading,
    error: students.error ?? fundraisers.error,
    retry: () => {
      if (students.error) void students.mutate();
      if (fundraisers.error) void fundraisers.mutate();
    },
  };
}

interface AmbassadorPickerProps {
  /** The chosen ambassador's user id; '' or unset for none. */
  value: string | undefined;
  onChange: (userId: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  disabled?: boolean;
}

/**
 * A searchable picker over every ambassador (an ARIA combobox): type to filter by name, e-mail, school
 * or campaign, arrows to move, Enter to choose, Escape to close. Focus alone does not open the list, so
 * the form focusing it on an error leaves the error in view.
 */
export function AmbassadorPicker({ value, onChange, onBlur, inputRef, error, disabled }: AmbassadorPickerProps) {
  const inputId = useId();
  const listId = useId();
  const errorId = `${inputId}-error`;
  const { ambassadors, isLoading, error: loadError, retry } = useEveryAmbassador();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const selected = ambassadors.find((ambassador) => ambassador.user_id === value);

  const matches = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return ambassadors.filter((ambassador) => words.every((word) => searchTextOf(ambassador).includes(word)));
  }, [ambassadors, query]);

  const choose = (ambassador: AmbassadorRow) => {
    onChange(ambassador.user_id);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (matches.length === 0 ? 0 : (index + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const ambassador = matches[active];
      if (ambassador) choose(ambassador);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const activeOption = open ? matches[active] : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Ambassador</Label>
      <div className="relative">
        <Input
          ref={inputRef}
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${listId}-${activeOption.user_id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          disabled={disabled || isLoading || Boolean(loadError)}
          placeholder={isLoading ? 'Loading ambassadors...' : 'Search by name or email...'}
          value={open ? query : selected ? `${nameOf(selected)} (${selected.email})` : query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
          className="pr-9"
        />
        <ChevronsUpDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        {open && (
          <ul
            id={listId}
            // The ARIA combobox pattern: the input keeps focus and handles the keys (aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- see above
            role="listbox"
            aria-label="Ambassadors"
            className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border bg-background p-1 shadow-md"
          >
            {matches.length === 0 ? (
              <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
                No ambassadors found.
              </li>
            ) : (
              matches.map((ambassador, index) => (
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the input handles the keys
                <li
                  key={ambassador.user_id}
                  id={`${listId}-${ambassador.user_id}`}
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- an option of the listbox above
                  role="option"
                  aria-label={`${nameOf(ambassador)}, ${roleLabel[ambassador.role]}, ${ambassador.email}`}
                  aria-selected={ambassador.user_id === value}
                  // Keep the input's focus, so the blur does not close the list before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(ambassador)}
                  onMouseEnter={() => setActive(index)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-sm',
                    index === active && 'bg-accent text-accent-foreground',
                  )}
                >
                  <Check aria-hidden className={cn('size-4 shrink-0', ambassador.user_id === value ? 'opacity-100' : 'opacity-0')} />
                  <span className="grid min-w-0">
                    <span className="font-medium">{nameOf(ambassador)}</span>
                    {/* Role and e-mail wrap apart on a phone rather than cutting the address short. */}
                    <span className="flex flex-wrap gap-x-1.5 text-muted-foreground">
                      <span>{roleLabel[ambassador.role]} ·</span>
                      <span className="break-all">{ambassador.email}</span>
                    </span>
                  </span>
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      {loadError && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          Failed to load ambassadors
          <Button size="sm" variant="outline" onClick={retry}>
            Try Again
          </Button>
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
