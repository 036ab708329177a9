import type { Asset } from '@app/shared/content';
import { content } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** Brand assets for students (and for everyone), newest first. */
export async function listMyAssets() {
  const answer = await api(content.listMyAssets);
  return answer.assets;
}

export const myAssetsKey = ['me', 'assets'] as const;

export function useMyAssets() {
  return useSWR<Asset[], Error>(myAssetsKey, listMyAssets);
}
