import type { SocialTemplate } from '@app/shared/content';
import { ConfirmDeleteDialog } from '@app/ui';
import { useDeleteSocialTemplate } from '../api/delete-social-template';

/** Deleting asks first (spec part 2, section 5); the file goes with the template. */
export function DeleteSocialTemplateDialog({ template, onClose }: { template: SocialTemplate | null; onClose: () => void }) {
  const deleteTemplate = useDeleteSocialTemplate();
  return (
    <ConfirmDeleteDialog
      item={template}
      title="Delete Social Media Template"
      description={(chosen) => (
        <>
          Are you sure you want to delete this template? <span className="font-medium text-foreground">{chosen.name}</span> and its file
          will be removed, and ambassadors will no longer see it.
        </>
      )}
      onConfirm={(chosen) => deleteTemplate(chosen.id)}
      success={() => ({ title: 'Template deleted successfully' })}
      failure="Failed to delete"
      onClose={onClose}
    />
  );
}
