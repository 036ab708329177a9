import type { AmbassadorRow } from '@app/shared/ambassadors';
import { ConfirmDeleteDialog } from '@app/ui';
import { useDeleteAmbassador } from '../api/delete-ambassador';
import { fullName } from '../ambassador-filters';

/** Delete asks first (spec part 2, section 6): deleting cannot be undone. */
export function DeleteAmbassadorDialog({ ambassador, onClose }: { ambassador: AmbassadorRow | null; onClose: () => void }) {
  const deleteAmbassador = useDeleteAmbassador();
  return (
    <ConfirmDeleteDialog
      item={ambassador}
      title="Delete Ambassador"
      description={(chosen) => (
        <>
          Are you sure you want to delete <span className="font-medium text-foreground">{fullName(chosen)}</span> ({chosen.email})? This
          permanently removes their account, all of their data and their store discount code. This cannot be undone.
        </>
      )}
      onConfirm={(chosen) => deleteAmbassador(chosen.user_id)}
      success={(chosen) => ({ title: 'User Deleted', description: `${fullName(chosen)} has been permanently deleted.` })}
      failure="Failed to delete user. Please try again."
      onClose={onClose}
    />
  );
}
