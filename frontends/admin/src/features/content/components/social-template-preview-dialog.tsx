import type { SocialTemplate } from '@app/shared/content';
import { personalizeCaption, sampleAmbassador } from '@app/shared/templates';
import {
  Badge,
  Button,
  CopyButton,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  TemplatePreview,
  useTemplateDownload,
} from '@app/ui';
import { Download } from 'lucide-react';
import { AUDIENCE_LABELS, OVERLAY_POSITION_LABELS, templateTypeLabel } from './template-labels';

interface SocialTemplatePreviewDialogProps {
  /** The template to preview; null closes the dialog. */
  template: SocialTemplate | null;
  onClose: () => void;
}

/**
 * What ambassadors will get (spec part 2, section 2): the file with its controls and the caption filled in
 * for a sample ambassador of the template's audience, drawn over it where and as the template's overlay
 * says, Download File and Copy Caption. The ambassadors' SocialTemplateDialog fills the caption from the
 * viewer's own profile and names its button Download Template, so the admin's preview is composed from the
 * same kit parts (TemplatePreview, useTemplateDownload, CopyButton) instead.
 */
export function SocialTemplatePreviewDialog({ template, onClose }: SocialTemplatePreviewDialogProps) {
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">{template && <Preview template={template} />}</DialogContent>
    </Dialog>
  );
}

function Preview({ template }: { template: SocialTemplate }) {
  const { downloading, download } = useTemplateDownload(template);
  const caption = template.caption_template
    ? personalizeCaption(template.caption_template, sampleAmbassador(template.target_role, window.location.origin), template.variables)
    : '';

  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-6 wrap-anywhere">{template.name}</DialogTitle>
        <DialogDescription>{template.description ?? 'Preview of this social media template.'}</DialogDescription>
      </DialogHeader>
      <TemplatePreview template={template} caption={caption} />
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div className="grid gap-1">
          <dt className="text-muted-foreground">Template Type</dt>
          <dd>
            <Badge variant="secondary">{templateTypeLabel(template.template_type)}</Badge>
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">File Type</dt>
          <dd>
            <Badge variant="outline" className="capitalize">
              {template.file_type}
            </Badge>
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">Audience</dt>
          <dd>{AUDIENCE_LABELS[template.target_role]}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">Overlay</dt>
          <dd>{OVERLAY_POSITION_LABELS[template.overlay_position]}</dd>
        </div>
      </dl>
      <section aria-labelledby="preview-caption" className="grid gap-2">
        <h3 id="preview-caption" className="text-sm font-semibold">
          Caption
        </h3>
        {caption && <p className="text-xs text-muted-foreground">Filled in for a sample ambassador.</p>}
        <p className="rounded-md border bg-muted/50 p-3 text-sm wrap-anywhere whitespace-pre-wrap">{caption || 'No caption'}</p>
      </section>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void download()} disabled={downloading}>
          <Download aria-hidden />
          {downloading ? 'Downloading...' : 'Download File'}
        </Button>
        <CopyButton value={caption} label="Copy Caption" copiedToast="Caption copied to clipboard" />
      </div>
    </>
  );
}
