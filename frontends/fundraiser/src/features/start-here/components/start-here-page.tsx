import type { StartHereStepView } from '@app/shared/start-here';
import {
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  PageHeader,
  SkeletonRows,
  SocialTemplateDialog,
  toast,
  useProfile,
} from '@app/ui';
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCampaign } from '../../../api/get-campaign';
import { UseTemplateDialog } from '../../../components/use-template-dialog';
import { useMyStartHere } from '../api/get-my-start-here';
import { useSetStepCompleted } from '../api/set-step-completed';
import { MissionCard } from './mission-card';
import { StepCard } from './step-card';

/** /fundraiser/start-here (spec part 1, sections 2.11 and 4): the checklist, its progress and each step's template. */
export function StartHerePage() {
  const { data, error, isLoading } = useMyStartHere();
  const setStepCompleted = useSetStepCompleted();
  const profile = useProfile();
  const { data: campaign } = useCampaign(profile.campaign_id);
  const [saving, setSaving] = useState<number | null>(null);
  const [open, setOpen] = useState<StartHereStepView | null>(null);

  // Spec part 1, section 8: the portal only logs load failures.
  useEffect(() => {
    if (error) console.error('Could not load the Start Here steps', error);
  }, [error]);

  async function toggle(step: StartHereStepView, completed: boolean) {
    if (!data) return;
    setSaving(step.number);
    try {
      await setStepCompleted(data, step.number, completed);
      toast(
        completed
          ? { title: 'Step completed!', description: `Great job completing step ${step.number}!` }
          : { title: 'Step unmarked', description: `Step ${step.number} has been unmarked as completed.` },
      );
    } catch (caught) {
      console.error('Could not update the step', caught);
      toast({
        title: 'Error',
        description: 'Failed to update completion status. Please try again.',
        variant: 'destructive',
        error: caught,
      });
    } finally {
      setSaving(null);
    }
  }

  const steps = data?.steps ?? [];
  const completed = new Set(data?.completed_steps ?? []);
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="Start Here" description="Your complete guide to reaching your fundraising goal" />
      {isLoading ? (
        <SkeletonRows label="Loading your steps" rows={3} rowClassName="h-40" />
      ) : (
        <>
          <MissionCard completed={completed.size} total={steps.length} />
          <ol className="grid gap-4" aria-label="Start Here steps">
            {steps.map((step) => (
              <li key={step.number}>
                <StepCard
                  step={step}
                  completed={completed.has(step.number)}
                  saving={saving === step.number}
                  onToggle={(checked) => void toggle(step, checked)}
                  onOpen={() => setOpen(step)}
                />
              </li>
            ))}
          </ol>
          <Card className="bg-secondary/40">
            <CardHeader>
              <div className="flex items-center gap-3">
                <Sparkles aria-hidden className="size-6 text-primary" />
                <CardTitle>You&apos;ve got this!</CardTitle>
              </div>
              <CardDescription>
                Every message you send brings your organization closer to its goal, and every shirt helps the climate.
              </CardDescription>
            </CardHeader>
          </Card>
        </>
      )}
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        {open?.template && <UseTemplateDialog key={open.number} template={open.template} onDone={() => setOpen(null)} />}
        {open?.social_template && <SocialTemplateDialog key={open.number} template={open.social_template} campaign={campaign} />}
      </Dialog>
    </div>
  );
}
