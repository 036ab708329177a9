import type { AdminTemplate } from '@app/shared/templates';
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, toast } from '@app/ui';
import { useState } from 'react';
import { useDeleteTemplate } from '../api/delete-template';

interface DeleteTemplateDialogProps {
  /** The template to delete; null closes the dialog. */
  template: AdminTemplate | null;
  onClose: () => void;
}

/** Deleting asks first (spec part 2, section 5). */
export function DeleteTemplateDialog({ template, onClose }: DeleteTemplateDialogProps) {
  const deleteTemplate = useDeleteTemplate();
  const [deleting, setDeleting] = useState(false);

  async function confirm(chosen: AdminTemplate) {
    setDeleting(true);
    try {
      await deleteTemplate(chosen.id);
    } catch (caught) {
      console.error('Could not delete the template', caught);
      toast({ title: 'Error', description: 'Failed to delete template', variant: 'destructive' });
      return;
    } finally {
      setDeleting(false);
    }
    toast({ title: 'Template deleted successfully' });
    onClose();
  }

  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      <DialogContent role="alertdialog">
        {template && (
          <>
            <DialogHeader>
              <DialogTitle>Delete Template</DialogTitle>
              <DialogDescription>
                Are you sure you want to delete this template? <span className="font-medium text-foreground">{template.name}</span> will no
                longer be available to ambassadors.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={deleting}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="destructive" disabled={deleting} onClick={() => void confirm(template)}>
                {deleting ? 'Deleting...' : 'Delete'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
