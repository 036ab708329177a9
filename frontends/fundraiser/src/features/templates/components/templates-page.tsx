import { compareMemberTemplates, defaultTemplateFor, type FundraisingTemplate, type TemplateType } from '@app/shared/templates';
import { Dialog, PageHeader, SkeletonRows, Tabs, TabsContent, TabsList, TabsTrigger, useProfile } from '@app/ui';
import { Mail, MessageSquare, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { UseTemplateDialog } from '../../../components/use-template-dialog';
import { useMyTemplates } from '../api/list-my-templates';
import { TemplateCard } from './template-card';

const TABS: Array<{ type: TemplateType; label: string; empty: string; icon: LucideIcon }> = [
  { type: 'email', label: 'Email Templates', empty: 'No Email Templates', icon: Mail },
  { type: 'sms', label: 'SMS Templates', empty: 'No SMS Templates', icon: MessageSquare },
];

/**
 * /fundraiser/templates (spec part 1, section 2.11): the campaign's and the global e-mail and SMS templates,
 * ready to use; each tab led by the default Start Here gives for that type, marked Recommended.
 */
export function TemplatesPage() {
  const { data, error, isLoading } = useMyTemplates();
  const profile = useProfile();
  const [using, setUsing] = useState<FundraisingTemplate | null>(null);

  // Spec part 1, section 8: the portal only logs load failures; the tabs show their empty states.
  useEffect(() => {
    if (error) console.error('Could not load the templates', error);
  }, [error]);

  const templates = data ?? [];
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="Templates" description="Ready-to-send emails and texts for reaching your network" />
      <Tabs defaultValue="email" className="gap-4">
        <TabsList>
          {TABS.map(({ type, label }) => (
            <TabsTrigger key={type} value={type}>
              {label} ({templates.filter((template) => template.type === type).length})
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ type, empty, icon: Icon }) => {
          const ofType = templates.filter((template) => template.type === type).sort(compareMemberTemplates);
          const recommended = defaultTemplateFor(ofType, type, profile.campaign_id);
          return (
            <TabsContent key={type} value={type} className="grid gap-4">
              {isLoading ? (
                <SkeletonRows label="Loading templates" rows={3} rowClassName="h-32" />
              ) : ofType.length === 0 ? (
                <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
                  <Icon aria-hidden className="size-8 text-muted-foreground" />
                  <p className="font-medium">{empty}</p>
                  <p className="text-sm text-muted-foreground">Templates your program adds will appear here.</p>
                </div>
              ) : (
                ofType.map((template) => (
                  <TemplateCard
                    key={template.id}
                    template={template}
                    recommended={template === recommended}
                    onUse={() => setUsing(template)}
                  />
                ))
              )}
            </TabsContent>
          );
        })}
      </Tabs>
      <Dialog open={using !== null} onOpenChange={(open) => !open && setUsing(null)}>
        {using && <UseTemplateDialog key={using.id} template={using} onDone={() => setUsing(null)} />}
      </Dialog>
    </div>
  );
}
