import { startHereStepsInputSchema } from '@app/shared/start-here';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  LoadFailed,
  markServerFieldErrors,
  PageHeader,
  SkeletonRows,
  toast,
  useZodForm,
} from '@app/ui';
import { Info } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod';
import { useStartHereSettings, type StartHereSettings } from '../api/get-start-here-settings';
import { useTemplateChoices } from '../api/list-template-choices';
import { useSaveStartHereSettings } from '../api/save-start-here-settings';
import { ConfigurationPreview } from './configuration-preview';
import { formStepOf, StepsEditor, stepsFormFields } from './steps-editor';

const globalStepsFormSchema = z.object({ steps: startHereStepsInputSchema });

/** /admin/start-here-templates (spec part 2, sections 2 and 4): the global Start Here steps. */
export function StartHereTemplatesPage() {
  const settings = useStartHereSettings();
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="Start Here Setup" description="The steps fundraising ambassadors follow on their Start Here page." />
      {settings.error ? (
        <LoadFailed message="Failed to load start here settings." onRetry={() => void settings.mutate()} />
      ) : settings.data ? (
        <GlobalStepsForm settings={settings.data} />
      ) : (
        <SkeletonRows label="Loading start here settings" rows={3} rowClassName="h-40 w-full" />
      )}
    </div>
  );
}

function GlobalStepsForm({ settings }: { settings: StartHereSettings }) {
  const { data: choices } = useTemplateChoices(null);
  const save = useSaveStartHereSettings();
  const form = useZodForm(globalStepsFormSchema, { steps: settings.steps.map(formStepOf) });
  const { handleSubmit, setError, reset, control, formState } = form;
  const steps = useWatch({ control, name: 'steps' });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save(input);
      reset({ steps: saved.steps.map(formStepOf) });
    } catch (error) {
      markServerFieldErrors(error, setError, stepsFormFields(input.steps.length));
      toast({ title: 'Error', description: 'Failed to save start here settings.', variant: 'destructive', error });
      return;
    }
    toast({ title: 'Settings Saved' });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Steps</CardTitle>
          <CardDescription>Campaigns without their own steps use these.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <StepsEditor form={form} choices={choices} withHelpText disabled={formState.isSubmitting} />
          <div className="flex justify-end">
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </CardContent>
      </Card>
      <div className="grid min-w-0 gap-6">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Configuration Preview</CardTitle>
            <CardDescription>What members see on their Start Here page.</CardDescription>
          </CardHeader>
          <CardContent>
            <ConfigurationPreview steps={steps} choices={choices} withHelpText />
          </CardContent>
        </Card>
        <HowItWorks saved={settings.saved} />
      </div>
    </form>
  );
}

function HowItWorks({ saved }: { saved: boolean }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Info aria-hidden className="size-4" />
          How it works
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
          <li>Every campaign uses these global steps unless it has its own, set with the Config button on Fundraising Campaigns.</li>
          <li>
            A text or email step&apos;s button opens the default template of its type for the member&apos;s campaign (marked Default on
            Templates: the campaign&apos;s own, else the one for all campaigns), else the template it links; a social step&apos;s, the
            template it links. A step with none shows No Template. Changing a step&apos;s template type clears its template.
          </li>
          <li>
            Changing the steps (a title, a description, a template type, or adding, removing or reordering steps) resets every member&apos;s
            progress, so they check the steps off again.
          </li>
          {!saved && (
            <li>
              These are the suggested steps and are not saved yet: until you save, members see the two default steps and the newest social
              media template.
            </li>
          )}
        </ul>
      </CardContent>
    </Card>
  );
}
