import type { Asset } from '@app/shared/content';
import { ConfirmDeleteDialog } from '@app/ui';
import { useDeleteAsset } from '../api/delete-asset';

/** Deleting asks first; the file goes with the asset, and ambassadors stop seeing it. */
export function DeleteAssetDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const deleteAsset = useDeleteAsset();
  return (
    <ConfirmDeleteDialog
      item={asset}
      title="Delete Asset"
      description={(chosen) => (
        <>
          Are you sure you want to delete this asset? <span className="font-medium text-foreground">{chosen.name}</span> and its file will
          be removed, and ambassadors will no longer see it.
        </>
      )}
      onConfirm={(chosen) => deleteAsset(chosen.id)}
      success={() => ({ title: 'Asset deleted successfully' })}
      failure="Failed to delete asset"
      onClose={onClose}
    />
  );
}
