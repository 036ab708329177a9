import type { SocialTemplate } from '@app/shared/content';
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, toast } from '@app/ui';
import { useState } from 'react';
import { useDeleteSocialTemplate } from '../api/delete-social-template';

interface DeleteSocialTemplateDialogProps {
  /** The template to delete; null closes the dialog. */
  template: SocialTemplate | null;
  onClose: () => void;
}

/** Deleting asks first (spec part 2, section 5); the file goes with the template. */
export function DeleteSocialTemplateDialog({ template, onClose }: DeleteSocialTemplateDialogProps) {
  const deleteTemplate = useDeleteSocialTemplate();
  const [deleting, setDeleting] = useState(false);

  async function confirm(chosen: SocialTemplate) {
    setDeleting(true);
    try {
      await deleteTemplate(chosen.id);
    } catch (caught) {
      console.error('Could not delete the template', caught);
      toast({ title: 'Error', description: 'Failed to delete', variant: 'destructive' });
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
              <DialogTitle>Delete Social Media Template</DialogTitle>
              <DialogDescription>
                Are you sure you want to delete this template? <span className="font-medium text-foreground">{template.name}</span> and its
                file will be removed, and ambassadors will no longer see it.
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
