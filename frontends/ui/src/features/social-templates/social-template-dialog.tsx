import type { SocialTemplate } from '@app/shared/content';
import { personalizeCaption, type AmbassadorDetails } from '@app/shared/templates';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { CopyButton } from '../../components/copy-button';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/dialog';
import { TextareaField } from '../../components/textarea-field';
import { toast } from '../../components/toast';
import { useProfile } from '../profile/profile-context';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadTemplate } from './download-template';
import { TemplatePreview } from './template-preview';

const HOW_TO = [
  'Download the template.',
  'Copy your personalized caption.',
  'Upload the template to your social media app.',
  'Paste the caption and add your own hashtags.',
  'Share your post!',
];

/** Saves the template's file (spec part 1, section 4), with the success and failure toasts of section 8. */
export function useTemplateDownload(template: Pick<SocialTemplate, 'name' | 'file_type' | 'file_url'>) {
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await downloadTemplate(template);
      toast({ title: 'Success', description: 'Template downloaded successfully' });
    } catch (caught) {
      console.error('Could not download the template', caught);
      toast({ title: 'Error', description: 'Failed to download template', variant: 'destructive', error: caught });
    } finally {
      setDownloading(false);
    }
  }
  return { downloading, download };
}

/** A fundraiser's campaign, for the caption's school and campaign names and its leaderboard link. */
export type SocialTemplateCampaign = NonNullable<AmbassadorDetails['campaign']>;

/** The template's caption filled in from the signed-in ambassador's profile and campaign (spec part 1, section 9). */
export function usePersonalizedCaption(
  template: Pick<SocialTemplate, 'caption_template' | 'variables'>,
  campaign?: SocialTemplateCampaign | null,
): string {
  const profile = useProfile();
  return personalizeCaption(template.caption_template ?? '', { profile, campaign, origin: window.location.origin }, template.variables);
}

/**
 * A social media template's detail (spec part 1, sections 2.10 and 2.11): its caption filled in from the
 * ambassador's profile and campaign (section 9), editable before copying and drawn over the picture as the
 * admin placed and styled it, the download, and how to post it.
 * Render inside a Dialog; keyed by template, so another template starts from its own caption.
 */
export function SocialTemplateDialog({ template, campaign }: { template: SocialTemplate; campaign?: SocialTemplateCampaign | null }) {
  const personalized = usePersonalizedCaption(template, campaign);
  // The filled caption until the ambassador edits it, so a campaign that loads after the dialog opens still fills it.
  const [edited, setEdited] = useState<string | null>(null);
  const caption = edited ?? personalized;
  const { downloading, download } = useTemplateDownload(template);

  return (
    <DialogContent className="sm:max-w-2xl">
      <DialogHeader>
        <DialogTitle className="pr-6">{template.name}</DialogTitle>
        {template.description && <DialogDescription>{template.description}</DialogDescription>}
      </DialogHeader>
      <TemplatePreview template={template} caption={caption} />
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div className="grid gap-1">
          <dt className="text-muted-foreground">Template Type</dt>
          <dd>
            <Badge variant="secondary" className="capitalize">
              {template.template_type}
            </Badge>
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
      </dl>
      <TextareaField label="Personalized Caption" value={caption} onChange={(event) => setEdited(event.target.value)} rows={5} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void download()} disabled={downloading}>
          <Download aria-hidden />
          {downloading ? 'Downloading...' : 'Download Template'}
        </Button>
        <CopyButton value={caption} label="Copy Caption" copiedToast="Caption copied to clipboard" />
      </div>
      <section aria-labelledby="how-to-post" className="grid gap-2 rounded-lg bg-muted/50 p-4">
        <h3 id="how-to-post" className="text-sm font-semibold">
          How to Post
        </h3>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {HOW_TO.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </DialogContent>
  );
}
