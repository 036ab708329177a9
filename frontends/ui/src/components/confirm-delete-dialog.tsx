import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { toast, type ToastOptions } from './toast';

interface ConfirmDeleteDialogProps<T> {
  /** What would be deleted; null closes the dialog. */
  item: T | null;
  title: string;
  /** The question, naming the item. */
  description: (item: T) => ReactNode;
  /** Deletes it; a throw keeps the dialog open with the failure toast. */
  onConfirm: (item: T) => Promise<unknown>;
  success: (item: T) => Pick<ToastOptions, 'title' | 'description'>;
  /** The failure toast's description (title 'Error'). */
  failure: string;
  onClose: () => void;
  /** The confirming button's words, for a step as final as a deletion that is not one (a withdrawal); Delete unless told. */
  confirmLabel?: { idle: string; busy: string };
}

/** A deletion (or another step as final) asks first: Cancel or Delete ('Deleting...' while it runs; the dialog cannot be closed meanwhile). */
export function ConfirmDeleteDialog<T>({
  item,
  title,
  description,
  onConfirm,
  success,
  failure,
  onClose,
  confirmLabel = { idle: 'Delete', busy: 'Deleting...' },
}: ConfirmDeleteDialogProps<T>) {
  const [deleting, setDeleting] = useState(false);

  async function confirm(chosen: T) {
    setDeleting(true);
    try {
      await onConfirm(chosen);
    } catch (caught) {
      console.error(`${title} failed`, caught);
      toast({ title: 'Error', description: failure, variant: 'destructive', error: caught });
      return;
    } finally {
      setDeleting(false);
    }
    toast(success(chosen));
    onClose();
  }

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      <DialogContent role="alertdialog">
        {item !== null && (
          <>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{description(item)}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={deleting}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="destructive" disabled={deleting} onClick={() => void confirm(item)}>
                {deleting ? confirmLabel.busy : confirmLabel.idle}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
