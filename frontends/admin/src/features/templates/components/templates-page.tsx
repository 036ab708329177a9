import type { AdminTemplate, TemplateType } from '@app/shared/templates';
import { Button, LoadFailed, PageHeader, SkeletonRows, Tabs, TabsContent, TabsList, TabsTrigger, toast, TooltipProvider } from '@app/ui';
import { Mail, MessageSquare, Plus, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useUrlFilters, type UrlFilter } from '../../../lib/use-url-filters';
import { useActiveCampaigns } from '../api/list-active-campaigns';
import { useAllTemplates } from '../api/list-all-templates';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { TemplateCard } from './template-card';
import { TemplateFormDialog } from './template-form-dialog';

const TABS: Array<{ type: TemplateType; label: string; empty: string; icon: LucideIcon }> = [
  { type: 'email', label: 'Email Templates', empty: 'No email templates yet', icon: Mail },
  { type: 'sms', label: 'SMS Templates', empty: 'No SMS templates yet', icon: MessageSquare },
];

/** The form dialog: closed, creating a new template, or editing one. */
type Editing = { open: false } | { open: true; template?: AdminTemplate };

const isTemplateType = (value: string): value is TemplateType => TABS.some((tab) => tab.type === value);

/** The tab shown, in the address as ?type=sms (useUrlFilters) unless it is the default, E-mail. */
const FILTERS = { tab: { param: 'type', initial: 'email', accepts: isTemplateType } } satisfies Record<string, UrlFilter>;

/** /admin/templates (spec part 2, section 2): the e-mail and SMS templates fundraising ambassadors use, and create, edit, copy and delete. */
export function TemplatesPage() {
  const { data, error, isLoading, mutate } = useAllTemplates();
  const { data: campaigns, error: campaignsError } = useActiveCampaigns();
  const [{ tab }, change] = useUrlFilters(FILTERS);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<AdminTemplate | null>(null);
  const templates = data ?? [];

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to fetch templates', variant: 'destructive', error });
  }, [error]);

  // Without the campaigns the picker still offers All Campaigns and a template's own campaign.
  useEffect(() => {
    if (campaignsError) console.error('Could not load the campaigns', campaignsError);
  }, [campaignsError]);

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Templates"
        description="Ready-to-send emails and texts for fundraising ambassadors, for every campaign or just one."
        actions={
          <Button onClick={() => setEditing({ open: true })} disabled={isLoading || Boolean(error)}>
            <Plus aria-hidden /> Create Template
          </Button>
        }
      />
      {error ? (
        <LoadFailed message="Failed to fetch templates" onRetry={() => void mutate()} />
      ) : (
        <Tabs value={tab} onValueChange={(value) => isTemplateType(value) && change({ tab: value })} className="min-w-0 gap-4">
          <TabsList>
            {TABS.map(({ type, label }) => (
              <TabsTrigger key={type} value={type}>
                {label} ({templates.filter((template) => template.type === type).length})
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(({ type, empty, icon: Icon }) => {
            const ofType = templates.filter((template) => template.type === type);
            return (
              <TabsContent key={type} value={type} className="min-w-0">
                {isLoading ? (
                  <SkeletonRows label="Loading templates" rows={3} rowClassName="h-32" />
                ) : ofType.length === 0 ? (
                  <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
                    <Icon aria-hidden className="size-8" />
                    <p>{empty}</p>
                  </div>
                ) : (
                  <TooltipProvider delayDuration={150}>
                    <ul className="grid gap-4 lg:grid-cols-2">
                      {ofType.map((template) => (
                        <li key={template.id} className="min-w-0">
                          <TemplateCard
                            template={template}
                            onEdit={(chosen) => setEditing({ open: true, template: chosen })}
                            onDelete={setDeleting}
                          />
                        </li>
                      ))}
                    </ul>
                  </TooltipProvider>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
      <TemplateFormDialog
        open={editing.open}
        onOpenChange={(open) => !open && setEditing({ open: false })}
        template={editing.open ? editing.template : undefined}
        newType={tab}
        campaigns={campaigns ?? []}
      />
      <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
