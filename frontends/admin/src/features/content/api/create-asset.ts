import { content, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { allAssetsKey } from './list-all-assets';

type CreateBody = RouteInput<typeof content.createAsset>['body'];

export function createAsset(body: CreateBody) {
  return api(content.createAsset, { body });
}

/** Creates the asset, then reloads the library. */
export function useCreateAsset() {
  const { mutate } = useSWRConfig();
  return async (body: CreateBody) => {
    const created = await createAsset(body);
    void mutate(allAssetsKey);
    return created;
  };
}
