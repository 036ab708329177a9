import { assetTotalsOf, type Asset } from '@app/shared/content';

/** An asset as the admin's library answers it, for component tests (never imported by app code). */
export function anAsset(overrides: Partial<Asset> = {}): Asset {
  return {
    id: 'a-1',
    name: 'Brand Logo',
    description: 'The logo on green',
    file_type: 'image',
    file_url: 'https://assets.test/public/assets/1-a.png',
    tags: ['logo', 'brand'],
    target_role: 'all',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The list answer for these assets, totals and all. */
export const libraryOf = (assets: Asset[]) => ({ assets, totals: assetTotalsOf(assets) });
