import type { SocialTemplate } from '@app/shared/content';
import { cn } from '@app/ui';

/** A template's picture: the image, or the video's first frame (no controls, so the card stays a still). */
export function TemplateFilePreview({ template, className }: { template: SocialTemplate; className?: string }) {
  return template.file_type === 'image' ? (
    <img src={template.file_url} alt={`Preview of ${template.name}`} loading="lazy" className={cn('object-cover', className)} />
  ) : (
    <video
      src={`${template.file_url}#t=0.1`}
      preload="metadata"
      muted
      aria-label={`Preview of ${template.name}`}
      className={cn('object-cover', className)}
    />
  );
}
