import type { Asset } from '@app/shared/content';
import { Button, LoadFailed, PageHeader, SearchField, SelectField, SkeletonRows, StatCard, toast } from '@app/ui';
import { FileText, FolderOpen, ImageIcon, Upload, Video } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useUrlFilters, type UrlFilter } from '../../../lib/use-url-filters';
import { useAllAssets } from '../api/list-all-assets';
import { AssetCard } from './asset-card';
import { DeleteAssetDialog } from './delete-asset-dialog';
import { UploadAssetDialog } from './upload-asset-dialog';

const LOAD_FAILED = 'Failed to fetch assets';
/** The search and the tag filter, in the address (useUrlFilters) as ?q= and ?tag= when set. */
const FILTERS = { search: { param: 'q', initial: '' }, tag: { param: 'tag', initial: '' } } satisfies Record<string, UrlFilter>;

/** Whether an asset's name, description or one of its tags holds the search text (ignoring case). */
const matchesSearch = (asset: Asset, search: string) =>
  [asset.name, asset.description ?? '', ...asset.tags].some((text) => text.toLowerCase().includes(search));

/** Every tag in the library once, in alphabetical order (tags differing only in case are one). */
function tagsOf(assets: Asset[]): string[] {
  const byKey = new Map<string, string>();
  for (const tag of assets.flatMap((asset) => asset.tags)) if (!byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/** /admin/assets (spec part 2, section 2): the brand assets ambassadors download, their totals, search and tag filter, upload and delete. */
export function AssetsPage() {
  const { data, error, isLoading, mutate } = useAllAssets();
  const [{ search, tag }, change] = useUrlFilters(FILTERS);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const assets = useMemo(() => data?.assets ?? [], [data]);
  const tags = useMemo(() => tagsOf(assets), [assets]);
  const needle = search.trim().toLowerCase();
  const shown = assets.filter(
    (asset) => matchesSearch(asset, needle) && (!tag || asset.tags.some((own) => own.toLowerCase() === tag.toLowerCase())),
  );
  const totals = data?.totals;

  useEffect(() => {
    if (error) toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive', error });
  }, [error]);

  function library() {
    if (error) return <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />;
    if (isLoading) return <SkeletonRows label="Loading assets" rows={3} rowClassName="h-48" />;
    if (shown.length === 0) {
      return (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          <FolderOpen aria-hidden className="size-8" />
          <p>{assets.length === 0 ? 'No assets available' : 'No assets found matching your criteria'}</p>
        </div>
      );
    }
    return (
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Assets">
        {shown.map((asset) => (
          <li key={asset.id} className="min-w-0">
            <AssetCard asset={asset} onDelete={setDeleting} />
          </li>
        ))}
      </ul>
    );
  }

  const figure = (value: number | undefined) => (value === undefined ? '–' : String(value));
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Assets Library"
        description="Brand images, videos, documents and design files for ambassadors to use."
        actions={
          <Button onClick={() => setUploading(true)} disabled={isLoading || Boolean(error)}>
            <Upload aria-hidden /> Upload Asset
          </Button>
        }
      />
      <section aria-label="Totals" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Assets" value={figure(totals?.total)} icon={FolderOpen} />
        <StatCard label="Images" value={figure(totals?.images)} icon={ImageIcon} />
        <StatCard label="Videos" value={figure(totals?.videos)} icon={Video} />
        <StatCard label="Documents" value={figure(totals?.documents)} caption="Including design files" icon={FileText} />
      </section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchField
          label="Search assets"
          placeholder="Search by name, description or tag"
          value={search}
          onChange={(text) => change({ search: text })}
          className="min-w-0 flex-1 sm:max-w-md"
        />
        <SelectField
          label="Filter by tag"
          hideLabel
          placeholder="All Tags"
          options={tags.map((value) => ({ value, label: value }))}
          value={tag}
          onChange={(event) => change({ tag: event.target.value })}
          className="sm:w-56"
        />
      </div>
      {library()}
      <UploadAssetDialog open={uploading} onOpenChange={setUploading} />
      <DeleteAssetDialog asset={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
