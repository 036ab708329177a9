import { DEFAULT_OVERLAY_STYLE, type OverlayPosition, type SocialTemplate } from '@app/shared/content';
import { safeOverlayStyle } from '@app/shared/content';
import { cn } from '../../lib/cn';

/** Where each overlay position puts the caption (shared/src/content/content.ts says what custom means). */
const POSITION_CLASSES: Record<OverlayPosition, string> = {
  top: 'inset-x-0 top-0 text-center',
  center: 'inset-x-0 top-1/2 -translate-y-1/2 text-center',
  bottom: 'inset-x-0 bottom-0 text-center',
  custom: 'top-0 left-0 max-w-full text-left',
};

interface CaptionOverlayProps {
  template: Pick<SocialTemplate, 'overlay_position' | 'overlay_style'>;
  /** The caption as it will be posted: filled in, and as edited. */
  caption: string;
  className?: string;
}

/**
 * A social template's caption drawn over its picture at the position and in the style the admin chose
 * (spec part 2, section 3: overlay_position, overlay_style); only values the shared rules allow reach the
 * page. Place it in a relatively positioned box the size of the picture. Screen readers skip it: the
 * caption is written out beside the picture.
 */
export function CaptionOverlay({ template, caption, className }: CaptionOverlayProps) {
  if (!caption.trim()) return null;
  return (
    <p
      aria-hidden
      data-testid="caption-overlay"
      data-position={template.overlay_position}
      // Clicks reach the picture beneath (a video's controls).
      className={cn(
        'pointer-events-none absolute m-0 max-h-full overflow-hidden wrap-anywhere whitespace-pre-wrap',
        POSITION_CLASSES[template.overlay_position],
        className,
      )}
      style={safeOverlayStyle(template.overlay_style, DEFAULT_OVERLAY_STYLE)}
    >
      {caption}
    </p>
  );
}

type PreviewTemplate = Pick<SocialTemplate, 'name' | 'file_type' | 'file_url' | 'overlay_position' | 'overlay_style'>;

/** The template's file as it will be posted: the image, or the clip with its controls, showing its frame at 0.1 s until played (not black). */
function TemplateMedia({ template }: { template: PreviewTemplate }) {
  return template.file_type === 'image' ? (
    <img src={template.file_url} alt={template.name} className="block max-h-80 max-w-full object-contain" />
  ) : (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- admins upload template clips without caption files; the caption is written out beside it
    <video
      src={`${template.file_url}#t=0.1`}
      controls
      preload="metadata"
      aria-label={template.name}
      className="block max-h-80 max-w-full"
    />
  );
}

/** The template's file with its caption over it: what ambassadors will post, in the dialogs that show one template. */
export function TemplatePreview({ template, caption }: { template: PreviewTemplate; caption: string }) {
  return (
    <div className="relative mx-auto w-fit max-w-full overflow-hidden rounded-lg bg-muted">
      <TemplateMedia template={template} />
      <CaptionOverlay template={template} caption={caption} />
    </div>
  );
}
