import { content } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { allAssetsKey } from './list-all-assets';

export function deleteAsset(assetId: string) {
  return api(content.deleteAsset, { params: { asset_id: assetId } });
}

/** Deletes an asset and its file for good, then reloads the library. */
export function useDeleteAsset() {
  const { mutate } = useSWRConfig();
  return async (assetId: string) => {
    const answer = await deleteAsset(assetId);
    void mutate(allAssetsKey);
    return answer;
  };
}
