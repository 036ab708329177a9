import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { cn } from '../lib/cn';
import { Input } from './input';
import { Label } from './label';

interface ComboboxProps<T> {
  label: string;
  options: readonly T[];
  /** A stable, unique key of an option. */
  keyOf: (option: T) => string;
  /** What typing searches: every word typed must appear in it (the accessible name by default). */
  searchTextOf?: (option: T) => string;
  /** An option's accessible name. */
  labelOf: (option: T) => string;
  /** What the input shows once an option is chosen; the accessible name by default. */
  selectedTextOf?: (option: T) => string;
  /** An option's look in the list (after its check mark). */
  renderOption: (option: T) => ReactNode;
  selectedKey: string | undefined;
  onSelect: (option: T) => void;
  /** The list's accessible name. */
  listLabel: string;
  emptyText: string;
  placeholder?: string;
  disabled?: boolean;
  /** The validation message, linked to the input. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  /** Open the list when the input takes focus (off where a form focuses it to show an error). */
  openOnFocus?: boolean;
  /**
   * Hears what is typed, for a list the server searches: then `options` are already the matches (nothing is
   * filtered here), `selectedOption` is the one chosen (it may not be among them), and `emptyText` says why
   * the list is empty (type to search, searching, nothing matches), also told to screen readers.
   */
  onQueryChange?: (query: string) => void;
  selectedOption?: T;
}

/**
 * A searchable picker (the ARIA combobox pattern): type to filter, arrows to move, Enter to choose,
 * Escape to close; the input keeps focus throughout and names the active option.
 */
export function Combobox<T>({
  label,
  options,
  keyOf,
  labelOf,
  searchTextOf = labelOf,
  selectedTextOf = labelOf,
  renderOption,
  selectedKey,
  onSelect,
  listLabel,
  emptyText,
  placeholder,
  disabled,
  error,
  inputRef,
  onBlur,
  openOnFocus = false,
  onQueryChange,
  selectedOption,
}: ComboboxProps<T>) {
  const inputId = useId();
  const listId = useId();
  const errorId = `${inputId}-error`;
  const [open, setOpen] = useState(false);
  const [query, setQueryText] = useState('');
  const [active, setActive] = useState(0);
  const searchedByServer = onQueryChange !== undefined;
  const selected =
    options.find((option) => keyOf(option) === selectedKey) ??
    (selectedOption !== undefined && keyOf(selectedOption) === selectedKey ? selectedOption : undefined);
  const setQuery = (text: string) => {
    setQueryText(text);
    onQueryChange?.(text);
  };

  const matches = useMemo(() => {
    if (searchedByServer) return options;
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return options.filter((option) => {
      const text = searchTextOf(option).toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [options, query, searchTextOf, searchedByServer]);

  const choose = (option: T) => {
    onSelect(option);
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
      const option = matches[active];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const activeOption = open ? matches[active] : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Input
          ref={inputRef}
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${listId}-${keyOf(activeOption)}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          disabled={disabled}
          placeholder={placeholder}
          value={open ? query : selected ? selectedTextOf(selected) : query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={openOnFocus ? () => setOpen(true) : undefined}
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
            aria-label={listLabel}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border bg-background p-1 shadow-md"
          >
            {matches.length === 0 ? (
              <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
                {emptyText}
              </li>
            ) : (
              matches.map((option, index) => {
                const isSelected = keyOf(option) === selectedKey;
                return (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the input handles the keys
                  <li
                    key={keyOf(option)}
                    id={`${listId}-${keyOf(option)}`}
                    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- an option of the listbox above
                    role="option"
                    aria-label={labelOf(option)}
                    aria-selected={isSelected}
                    // Keep the input's focus, so the blur does not close the list before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    onMouseEnter={() => setActive(index)}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-sm wrap-anywhere',
                      index === active && 'bg-accent text-accent-foreground',
                    )}
                  >
                    <Check aria-hidden className={cn('size-4 shrink-0', isSelected ? 'opacity-100' : 'opacity-0')} />
                    {renderOption(option)}
                  </li>
                );
              })
            )}
          </ul>
        )}
        {searchedByServer && (
          <p role="status" className="sr-only">
            {open ? (matches.length === 0 ? emptyText : `${matches.length} ${matches.length === 1 ? 'result' : 'results'}`) : ''}
          </p>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
