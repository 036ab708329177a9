import { CONTENT_AUDIENCE_LABELS, type Asset } from '@app/shared/content';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui';
import { ExternalLink, FileText, Palette, Trash2 } from 'lucide-react';
import { FILE_TYPE_LABELS, TAGS_SHOWN } from './asset-labels';

/**
 * An image is shown, and a video its frame at 0.1 s (a media fragment: with only its metadata loaded a
 * video shows black, and its very first frame often is); any other file gets its kind's icon.
 */
function AssetThumbnail({ asset }: { asset: Asset }) {
  if (asset.file_type === 'image') {
    return <img src={asset.file_url} alt={`Preview of ${asset.name}`} loading="lazy" className="size-full object-contain" />;
  }
  if (asset.file_type === 'video') {
    return (
      <video
        src={`${asset.file_url}#t=0.1`}
        preload="metadata"
        muted
        aria-label={`Preview of ${asset.name}`}
        className="size-full object-contain"
      />
    );
  }
  const Icon = asset.file_type === 'design' ? Palette : FileText;
  return <Icon aria-hidden className="size-10 text-muted-foreground" />;
}

/** The first three tags, then how many more (spec part 2, section 2); the rest are named on hover and for screen readers. */
function AssetTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const hidden = tags.slice(TAGS_SHOWN);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.slice(0, TAGS_SHOWN).map((tag) => (
        <li key={tag}>
          <Badge variant="secondary" className="max-w-40" title={tag}>
            <span className="truncate">{tag}</span>
          </Badge>
        </li>
      ))}
      {hidden.length > 0 && (
        <li>
          <Badge variant="outline" title={hidden.join(', ')}>
            <span aria-hidden>+{hidden.length}</span>
            <span className="sr-only">
              and {hidden.length} more: {hidden.join(', ')}
            </span>
          </Badge>
        </li>
      )}
    </ul>
  );
}

/** One asset of the library: its preview, kind, audience, name, description and tags; open or delete it. */
export function AssetCard({ asset, onDelete }: { asset: Asset; onDelete: (asset: Asset) => void }) {
  return (
    <Card className="h-full min-w-0 gap-4 overflow-hidden pt-0">
      <div className="flex aspect-video items-center justify-center overflow-hidden bg-muted">
        <AssetThumbnail asset={asset} />
      </div>
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge>{FILE_TYPE_LABELS[asset.file_type]}</Badge>
          <Badge variant="outline">{CONTENT_AUDIENCE_LABELS[asset.target_role]}</Badge>
        </div>
        <CardTitle className="min-w-0 wrap-anywhere">{asset.name}</CardTitle>
        {asset.description && (
          <CardDescription className="line-clamp-3 wrap-anywhere" title={asset.description}>
            {asset.description}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="mt-auto grid gap-4">
        <AssetTags tags={asset.tags} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={asset.file_url} target="_blank" rel="noreferrer" aria-label={`Open ${asset.name} (new tab)`}>
              <ExternalLink aria-hidden /> Open
            </a>
          </Button>
          <Button variant="outline" size="sm" aria-label={`Delete ${asset.name}`} onClick={() => onDelete(asset)}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
