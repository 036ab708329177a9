import type { Ref } from 'react';
import { AmbassadorSearchPicker } from '../../ambassadors';

interface AmbassadorPickerProps {
  /** The chosen ambassador's user id; '' or unset for none. */
  value: string | undefined;
  onChange: (userId: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  disabled?: boolean;
}

/** An individual message's recipient: any student or fundraising ambassador, found by the server's search as one types. */
export function AmbassadorPicker(props: AmbassadorPickerProps) {
  return <AmbassadorSearchPicker {...props} noMatchText={(typed) => `No ambassadors match “${typed}”.`} />;
}
