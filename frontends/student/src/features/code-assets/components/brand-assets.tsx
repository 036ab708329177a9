import { ASSET_FILE_TYPES, type Asset, type AssetFileType } from '@app/shared/content';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@app/ui';
import { Download, FileText, Images, Palette } from 'lucide-react';
import { useEffect } from 'react';
import { useMyAssets } from '../api/list-my-assets';

const ASSET_TABS: { value: string; label: string; types: readonly AssetFileType[] }[] = [
  { value: 'all', label: 'All Assets', types: ASSET_FILE_TYPES },
  { value: 'images', label: 'Images', types: ['image'] },
  { value: 'videos', label: 'Videos', types: ['video'] },
  { value: 'templates', label: 'Templates', types: ['document', 'design'] },
];

function AssetPreview({ asset }: { asset: Asset }) {
  if (asset.file_type === 'image')
    return <img src={asset.file_url} alt={asset.name} loading="lazy" className="absolute inset-0 size-full object-contain" />;
  if (asset.file_type === 'video') {
    return (
      // A media fragment: a player with only its metadata loaded shows black until played; at 0.1 s it shows a frame.
      // eslint-disable-next-line jsx-a11y/media-has-caption -- admins upload brand clips without caption files; the name and description sit beside the player
      <video
        src={`${asset.file_url}#t=0.1`}
        controls
        preload="metadata"
        aria-label={asset.name}
        className="absolute inset-0 size-full object-contain"
      />
    );
  }
  const Icon = asset.file_type === 'design' ? Palette : FileText;
  return (
    <div className="flex flex-col items-center gap-2 text-muted-foreground">
      <Icon aria-hidden className="size-10" />
      <span className="text-xs font-medium uppercase">{asset.file_type}</span>
    </div>
  );
}

function AssetCard({ asset }: { asset: Asset }) {
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card">
      <div className="relative flex aspect-video items-center justify-center overflow-hidden bg-muted">
        <AssetPreview asset={asset} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold wrap-anywhere">{asset.name}</h3>
        {asset.description && <p className="text-sm text-muted-foreground wrap-anywhere">{asset.description}</p>}
        {asset.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {asset.tags.map((tag) => (
              <li key={tag} className="max-w-full">
                <Badge variant="secondary" className="max-w-full" title={tag}>
                  <span className="truncate">{tag}</span>
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-2">
          <Button asChild variant="outline" size="sm">
            {/* A new tab when the browser ignores `download` for a file on another origin, so the page stays. */}
            <a href={asset.file_url} download target="_blank" rel="noopener noreferrer" aria-label={`Download ${asset.name}`}>
              <Download aria-hidden />
              Download
            </a>
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Brand Assets (spec part 1, section 2.10): every asset for students, filterable by kind. */
export function BrandAssets() {
  const { data, error, isLoading } = useMyAssets();

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to fetch assets', variant: 'destructive', error });
  }, [error]);

  const assets = data ?? [];

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Images aria-hidden className="size-5 text-primary" />
          Brand Assets
        </CardTitle>
        <CardDescription>Official images, videos and templates to use in your posts.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="all" className="gap-4">
          <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
            {ASSET_TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {ASSET_TABS.map(({ value, label, types }) => {
            const shown = assets.filter((asset) => types.includes(asset.file_type));
            return (
              <TabsContent key={value} value={value}>
                {isLoading ? (
                  <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Loading assets">
                    {[0, 1, 2].map((card) => (
                      <Skeleton key={card} className="h-64" />
                    ))}
                  </div>
                ) : shown.length === 0 ? (
                  <p className="py-10 text-center text-muted-foreground">No assets available</p>
                ) : (
                  <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
                    {shown.map((asset) => (
                      <AssetCard key={asset.id} asset={asset} />
                    ))}
                  </ul>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      </CardContent>
    </Card>
  );
}
