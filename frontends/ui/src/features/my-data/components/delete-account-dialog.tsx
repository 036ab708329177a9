import { DELETE_CONFIRMATION, deleteConfirmationMessage, type DeleteMeInput } from '@app/shared/ambassadors';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../components/toast';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title and its confirming button's words: Delete my account, or Delete Jane's account. */
  title: string;
  /** What the deletion erases, in the reader's words. */
  description: ReactNode;
  /** Deletes the account with the typed confirmation; a throw keeps the dialog open with the failure toast. */
  onDelete: (body: DeleteMeInput) => Promise<unknown>;
  /** What follows the deletion: signing the member out, or the guardian's page saying the account is gone. */
  onDeleted: () => unknown;
  /** The failure toast's description (title 'Error'). */
  failure: string;
}

/**
 * A member's account deletion asks for the confirmation typed: the account goes only once the word is, whoever
 * deletes it (the member from their account page, their guardian from the guardian's page).
 */
export function DeleteAccountDialog({ open, onClose, title, description, onDelete, onDeleted, failure }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string>();

  async function submit() {
    if (typed !== DELETE_CONFIRMATION) {
      setError(deleteConfirmationMessage);
      return;
    }
    setDeleting(true);
    try {
      await onDelete({ confirm: DELETE_CONFIRMATION });
    } catch (caught) {
      setDeleting(false);
      toast({ title: 'Error', description: failure, variant: 'destructive', error: caught });
      return;
    }
    await onDeleted();
  }

  function close() {
    setTyped('');
    setError(undefined);
    onClose();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !deleting && close()}>
      <DialogContent role="alertdialog">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          noValidate
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <TextField
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            value={typed}
            maxLength={DELETE_CONFIRMATION.length}
            autoComplete="off"
            error={error}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={deleting}>
              {deleting ? 'Deleting...' : title}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
