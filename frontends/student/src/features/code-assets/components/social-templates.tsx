import type { SocialTemplate } from '@app/shared/content';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  Skeleton,
  SocialTemplateDialog,
  toast,
  usePersonalizedCaption,
} from '@app/ui';
import { Play, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMySocialTemplates } from '../api/list-my-social-templates';

/** A still of the template's art: the player with its controls is in the dialog. */
function TemplateThumbnail({ template }: { template: SocialTemplate }) {
  if (template.file_type === 'image')
    return <img src={template.file_url} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />;
  return (
    <>
      {/* #t=0.1: a frame a moment in, as a clip's very first frame is often black. */}
      <video
        src={`${template.file_url}#t=0.1`}
        muted
        playsInline
        preload="metadata"
        aria-hidden
        className="absolute inset-0 size-full object-cover"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-black/60 text-white">
          <Play aria-hidden className="size-5" />
        </span>
      </span>
    </>
  );
}

/**
 * One template: its art, name and type open its detail dialog; its caption, filled in, is written out in full
 * below the art (issue 45: drawn over the art, it hid the picture and was cut off). The dialog shows it over the art.
 */
function TemplateTile({ template, onOpen }: { template: SocialTemplate; onOpen: () => void }) {
  const caption = usePersonalizedCaption(template);
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card transition-shadow hover:shadow-md">
      <button
        type="button"
        onClick={onOpen}
        className="flex flex-col text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="relative block aspect-square w-full overflow-hidden bg-muted">
          <TemplateThumbnail template={template} />
        </span>
        <span className="grid gap-2 p-3 pb-2">
          <span className="text-sm font-medium wrap-anywhere">{template.name}</span>
          <Badge variant="secondary" className="capitalize">
            {template.template_type}
          </Badge>
        </span>
      </button>
      {caption.trim() && <p className="px-3 pb-3 text-xs whitespace-pre-wrap text-muted-foreground wrap-anywhere">{caption}</p>}
    </li>
  );
}

/** Social Media Templates (spec part 1, section 2.10): a grid; each opens its detail dialog. */
export function SocialTemplates() {
  const { data, error, isLoading } = useMySocialTemplates();
  const [selected, setSelected] = useState<SocialTemplate | null>(null);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to fetch social media templates', variant: 'destructive', error });
  }, [error]);

  const templates = data ?? [];

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Share2 aria-hidden className="size-5 text-primary" />
          Social Media Templates
        </CardTitle>
        <CardDescription>Pick a template, copy your personalized caption, and post it.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div role="status" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label="Loading social media templates">
            {[0, 1, 2, 3].map((card) => (
              <Skeleton key={card} className="aspect-square" />
            ))}
          </div>
        ) : templates.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">No social media templates available</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {templates.map((template) => (
              <TemplateTile key={template.id} template={template} onOpen={() => setSelected(template)} />
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={selected !== null} onOpenChange={(open) => !open && setSelected(null)}>
        {selected && <SocialTemplateDialog key={selected.id} template={selected} />}
      </Dialog>
    </Card>
  );
}
