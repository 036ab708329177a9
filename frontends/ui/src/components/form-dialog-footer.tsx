import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';

interface FormDialogFooterProps {
  /** While the form is being sent: both buttons are disabled and the submit button says busyLabel. */
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  /** Disables the submit button for a reason other than being busy (nothing chosen yet). */
  submitDisabled?: boolean;
}

/** A form dialog's Cancel (closes it) and submit buttons. */
export function FormDialogFooter({ busy, submitLabel, busyLabel = 'Saving...', submitDisabled = false }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={busy || submitDisabled}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
