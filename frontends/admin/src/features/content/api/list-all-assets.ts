import { content, type RouteOutput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

export type AssetLibrary = RouteOutput<typeof content.listAllAssets>;

/** Every asset, for every audience, newest first, with the library's totals. */
export function listAllAssets(): Promise<AssetLibrary> {
  return api(content.listAllAssets);
}

export const allAssetsKey = ['admin', 'assets'] as const;

export function useAllAssets() {
  return useSWR<AssetLibrary, Error>(allAssetsKey, listAllAssets);
}
