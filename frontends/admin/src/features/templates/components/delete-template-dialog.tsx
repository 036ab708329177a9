import type { AdminTemplate } from '@app/shared/templates';
import { ConfirmDeleteDialog } from '@app/ui';
import { useDeleteTemplate } from '../api/delete-template';

/** Deleting asks first (spec part 2, section 5). */
export function DeleteTemplateDialog({ template, onClose }: { template: AdminTemplate | null; onClose: () => void }) {
  const deleteTemplate = useDeleteTemplate();
  return (
    <ConfirmDeleteDialog
      item={template}
      title="Delete Template"
      description={(chosen) => (
        <>
          Are you sure you want to delete this template? <span className="font-medium text-foreground">{chosen.name}</span> will no longer
          be available to ambassadors.
        </>
      )}
      onConfirm={(chosen) => deleteTemplate(chosen.id)}
      success={() => ({ title: 'Template deleted successfully' })}
      failure="Failed to delete template"
      onClose={onClose}
    />
  );
}
