import type { AmbassadorRow } from '@app/shared/ambassadors';
import { Button, Combobox, roleLabel } from '@app/ui';
import { useMemo, type Ref } from 'react';
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
 * A searchable picker over every ambassador: type to filter by name, e-mail, school or campaign. Focus
 * alone does not open the list, so the form focusing it on an error leaves the error in view.
 */
export function AmbassadorPicker({ value, onChange, onBlur, inputRef, error, disabled }: AmbassadorPickerProps) {
  const { ambassadors, isLoading, error: loadError, retry } = useEveryAmbassador();
  return (
    <div className="grid gap-2">
      <Combobox
        label="Ambassador"
        options={ambassadors}
        keyOf={(ambassador) => ambassador.user_id}
        searchTextOf={searchTextOf}
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
        onSelect={(ambassador) => onChange(ambassador.user_id)}
        listLabel="Ambassadors"
        emptyText="No ambassadors found."
        placeholder={isLoading ? 'Loading ambassadors...' : 'Search by name or email...'}
        disabled={disabled || isLoading || Boolean(loadError)}
        error={error}
        inputRef={inputRef}
        onBlur={onBlur}
      />
      {loadError && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          Failed to load ambassadors
          <Button size="sm" variant="outline" onClick={retry}>
            Try Again
          </Button>
        </div>
      )}
    </div>
  );
}
