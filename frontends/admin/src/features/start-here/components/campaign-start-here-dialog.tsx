import { campaignStartHereStepsInputSchema, DEFAULT_PORTAL_STEPS, type StartHereStep } from '@app/shared/start-here';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
  LoadFailed,
  markServerFieldErrors,
  SkeletonRows,
  toast,
  useZodForm,
} from '@app/ui';
import { useId, useState } from 'react';
import * as z from 'zod';
import { useCampaignStartHere } from '../api/get-campaign-start-here';
import { useTemplateChoices } from '../api/list-template-choices';
import { useSaveCampaignStartHere } from '../api/save-campaign-start-here';
import { formStepOf, StepsEditor, stepsFormFields } from './steps-editor';

const campaignStepsFormSchema = z.object({ steps: campaignStartHereStepsInputSchema });

type Source = 'global' | 'custom';
const SOURCES: readonly { value: Source; label: string }[] = [
  { value: 'global', label: 'Use global settings' },
  { value: 'custom', label: 'Custom steps for this campaign' },
];

interface CampaignStartHereDialogProps {
  campaign: { id: string; campaign_name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Campaign Start Here configuration (spec part 2, sections 2 and 4), opened by a campaign's Config
 * button: the global steps, or the campaign's own.
 */
export function CampaignStartHereDialog({ campaign, open, onOpenChange }: CampaignStartHereDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Start Here Configuration</DialogTitle>
          <DialogDescription>The Start Here steps of {campaign.campaign_name}&apos;s fundraising ambassadors.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the configuration as it is now. */}
        {open && <CampaignConfiguration campaignId={campaign.id} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CampaignConfiguration({ campaignId, onDone }: { campaignId: string; onDone: () => void }) {
  const config = useCampaignStartHere(campaignId);
  if (config.error) return <LoadFailed message="Failed to load the campaign's configuration." onRetry={() => void config.mutate()} />;
  if (!config.data) return <SkeletonRows label="Loading the campaign's configuration" rows={2} rowClassName="h-24 w-full" />;
  return <CampaignConfigurationForm campaignId={campaignId} ownSteps={config.data.steps} onDone={onDone} />;
}

function CampaignConfigurationForm({
  campaignId,
  ownSteps,
  onDone,
}: {
  campaignId: string;
  ownSteps: StartHereStep[] | null;
  onDone: () => void;
}) {
  const { data: choices } = useTemplateChoices(campaignId);
  const save = useSaveCampaignStartHere();
  const [source, setSource] = useState<Source>(ownSteps ? 'custom' : 'global');
  // A first custom configuration starts from the portal's two default steps (spec part 2, section 9).
  const form = useZodForm(campaignStepsFormSchema, { steps: (ownSteps ?? DEFAULT_PORTAL_STEPS).map(formStepOf) });
  const { handleSubmit, setError, formState } = form;
  const [resetting, setResetting] = useState(false);
  const saving = formState.isSubmitting || resetting;
  const sourceHelpId = useId();

  const failed = (error: unknown) => toast({ title: 'Error', description: 'Failed to save configuration', variant: 'destructive', error });

  const saveCustom = handleSubmit(async (input) => {
    try {
      await save(campaignId, input);
    } catch (error) {
      markServerFieldErrors(error, setError, stepsFormFields(input.steps.length));
      failed(error);
      return;
    }
    toast({ title: 'Configuration Saved', description: 'Custom Start Here steps saved for this campaign.' });
    onDone();
  });

  // Going back to global clears the campaign's own steps (spec part 2, section 4), whatever the editor holds.
  const resetToGlobal = async () => {
    setResetting(true);
    try {
      await save(campaignId, { steps: null });
    } catch (error) {
      failed(error);
      return;
    } finally {
      setResetting(false);
    }
    toast({ title: 'Configuration Saved', description: 'This campaign now uses the global Start Here settings.' });
    onDone();
  };

  return (
    <form
      noValidate
      className="grid min-w-0 gap-4"
      onSubmit={(event) => {
        if (source === 'custom') return void saveCustom(event);
        event.preventDefault();
        void resetToGlobal();
      }}
    >
      <fieldset className="grid gap-2" aria-describedby={sourceHelpId}>
        <legend className="mb-2 text-sm font-medium">Steps</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {SOURCES.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="start-here-source"
                value={option.value}
                checked={source === option.value}
                disabled={saving}
                className="size-4 accent-primary"
                onChange={() => setSource(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
        <p id={sourceHelpId} className="text-sm text-muted-foreground">
          {source === 'global'
            ? "This campaign's members see the global steps from Start Here Setup."
            : 'Only this campaign\u2019s members see these steps. Changing them resets their progress.'}
        </p>
      </fieldset>
      {source === 'custom' && <StepsEditor form={form} choices={choices} withHelpText={false} disabled={saving} />}
      <FormDialogFooter busy={saving} submitLabel="Save Configuration" />
    </form>
  );
}
