import type { AmbassadorRow } from '@app/shared/admin';
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, toast } from '@app/ui';
import { useState } from 'react';
import { useDeleteAmbassador } from '../api/delete-ambassador';
import { fullName } from '../ambassador-filters';

interface DeleteAmbassadorDialogProps {
  /** The ambassador to delete; null closes the dialog. */
  ambassador: AmbassadorRow | null;
  onClose: () => void;
}

/** Delete asks first (spec part 2, section 6): deleting cannot be undone. */
export function DeleteAmbassadorDialog({ ambassador, onClose }: DeleteAmbassadorDialogProps) {
  const deleteAmbassador = useDeleteAmbassador();
  const [deleting, setDeleting] = useState(false);

  async function confirm(chosen: AmbassadorRow) {
    setDeleting(true);
    try {
      await deleteAmbassador(chosen.user_id);
    } catch (caught) {
      console.error('Could not delete the ambassador', caught);
      toast({ title: 'Error', description: 'Failed to delete user. Please try again.', variant: 'destructive' });
      return;
    } finally {
      setDeleting(false);
    }
    toast({ title: 'User Deleted', description: `${fullName(chosen)} has been permanently deleted.` });
    onClose();
  }

  return (
    <Dialog open={ambassador !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      <DialogContent role="alertdialog">
        {ambassador && (
          <>
            <DialogHeader>
              <DialogTitle>Delete Ambassador</DialogTitle>
              <DialogDescription>
                Are you sure you want to delete <span className="font-medium text-foreground">{fullName(ambassador)}</span> (
                {ambassador.email})? This permanently removes their account, all of their data and their store discount code. This cannot be
                undone.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={deleting}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="destructive" disabled={deleting} onClick={() => void confirm(ambassador)}>
                {deleting ? 'Deleting...' : 'Delete'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
