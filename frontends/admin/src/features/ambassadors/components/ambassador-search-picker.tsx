import type { AmbassadorMatch } from '@app/shared/ambassadors';
import { Button, Combobox, roleLabel, useDebouncedValue } from '@app/ui';
import { useState, type Ref } from 'react';
import { useAmbassadorSearch } from '../api/search-ambassadors';

const nameOf = (ambassador: AmbassadorMatch) => `${ambassador.first_name} ${ambassador.last_name}`.trim();

export const SEARCH_HINT = 'Type a name or email to search.';

// Typing pauses this long before the server is asked: one search per word typed, not one per letter.
const SEARCH_DELAY_MS = 250;

interface AmbassadorSearchPickerProps {
  /** The chosen ambassador's user id; '' or unset for none. */
  value: string | undefined;
  onChange: (userId: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  disabled?: boolean;
  /** Only ambassadors who have no personal code yet (Create Code). */
  withoutCode?: boolean;
  /** What the list says when nothing matches what was typed. */
  noMatchText: (typed: string) => string;
}

/**
 * Chooses one ambassador by searching the server as one types (the beginning of their name, last name or
 * e-mail, case aside; at most ten shown): the pickers never load every ambassador. Focus alone does not
 * open the list, so a form focusing it on an error leaves the error in view.
 */
export function AmbassadorSearchPicker({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  disabled,
  withoutCode = false,
  noMatchText,
}: AmbassadorSearchPickerProps) {
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<AmbassadorMatch | undefined>(undefined);
  const trimmed = typed.trim();
  const asked = useDebouncedValue(trimmed, SEARCH_DELAY_MS);
  const search = useAmbassadorSearch(asked, withoutCode);
  const searching = trimmed !== '';
  // The last answer shows while the next one loads; nothing shows before a letter is typed.
  const options = searching ? (search.data?.ambassadors ?? []) : [];
  const pending = asked !== trimmed || search.isValidating || !search.data;

  let emptyText = SEARCH_HINT;
  if (searching && search.error) emptyText = 'Failed to search ambassadors';
  else if (searching && pending) emptyText = 'Searching...';
  else if (searching) emptyText = noMatchText(trimmed);

  return (
    <div className="grid gap-2">
      <Combobox
        label="Ambassador"
        options={options}
        keyOf={(ambassador) => ambassador.user_id}
        labelOf={(ambassador) => `${nameOf(ambassador)}, ${roleLabel[ambassador.role]}, ${ambassador.email}`}
        selectedTextOf={(ambassador) => `${nameOf(ambassador)} (${ambassador.email})`}
        renderOption={(ambassador) => (
          <span className="grid min-w-0">
            <span className="font-medium">{nameOf(ambassador)}</span>
            {/* Role and e-mail wrap apart on a phone rather than cutting the address short. */}
            <span className="flex flex-wrap gap-x-1.5 text-muted-foreground">
              <span>{roleLabel[ambassador.role]} ·</span>
              <span className="break-all">{ambassador.email}</span>
            </span>
          </span>
        )}
        selectedKey={value}
        selectedOption={chosen}
        onSelect={(ambassador) => {
          setChosen(ambassador);
          onChange(ambassador.user_id);
        }}
        onQueryChange={setTyped}
        listLabel="Ambassadors"
        emptyText={emptyText}
        placeholder="Search by name or email..."
        disabled={disabled}
        error={error}
        inputRef={inputRef}
        onBlur={onBlur}
      />
      {searching && search.error && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          Failed to search ambassadors
          <Button size="sm" variant="outline" onClick={() => void search.mutate()}>
            Try Again
          </Button>
        </div>
      )}
    </div>
  );
}
