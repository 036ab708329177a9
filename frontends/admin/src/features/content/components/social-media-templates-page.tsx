import type { SocialTemplate } from '@app/shared/content';
import { Button, LoadFailed, PageHeader, SkeletonRows, toast } from '@app/ui';
import { ImageIcon, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAllSocialTemplates } from '../api/list-all-social-templates';
import { DeleteSocialTemplateDialog } from './delete-social-template-dialog';
import { SocialTemplateCard } from './social-template-card';
import { SocialTemplateFormDialog } from './social-template-form-dialog';
import { SocialTemplatePreviewDialog } from './social-template-preview-dialog';

/** The form dialog: closed, creating a new template, or editing one. */
type Editing = { open: false } | { open: true; template?: SocialTemplate };

/** /admin/social-media-templates (spec part 2, section 2): the files and captions ambassadors post, and create, preview, edit and delete. */
export function SocialMediaTemplatesPage() {
  const { data, error, isLoading, mutate } = useAllSocialTemplates();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [previewing, setPreviewing] = useState<SocialTemplate | null>(null);
  const [deleting, setDeleting] = useState<SocialTemplate | null>(null);
  const templates = data ?? [];

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to fetch social media templates', variant: 'destructive', error });
  }, [error]);

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Social Media Templates"
        description="Ready-to-post images and videos with captions for ambassadors to share."
        actions={
          <Button onClick={() => setEditing({ open: true })} disabled={isLoading || Boolean(error)}>
            <Plus aria-hidden /> Create Template
          </Button>
        }
      />
      {error ? (
        <LoadFailed message="Failed to fetch social media templates" onRetry={() => void mutate()} />
      ) : isLoading ? (
        <SkeletonRows label="Loading social media templates" rows={3} rowClassName="h-48" />
      ) : templates.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          <ImageIcon aria-hidden className="size-8" />
          <p>No social media templates available</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Social media templates">
          {templates.map((template) => (
            <li key={template.id} className="min-w-0">
              <SocialTemplateCard
                template={template}
                onPreview={setPreviewing}
                onEdit={(chosen) => setEditing({ open: true, template: chosen })}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      )}
      <SocialTemplateFormDialog
        open={editing.open}
        onOpenChange={(open) => !open && setEditing({ open: false })}
        template={editing.open ? editing.template : undefined}
      />
      <SocialTemplatePreviewDialog template={previewing} onClose={() => setPreviewing(null)} />
      <DeleteSocialTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
