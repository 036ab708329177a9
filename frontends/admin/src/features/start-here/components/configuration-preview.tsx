import type { StartHereStepInput, StartHereTemplateChoices } from '@app/shared/start-here';
import { defaultTemplateFor } from '@app/shared/templates';
import { Badge, buttonVariants } from '@app/ui';
import { Info } from 'lucide-react';
import { templateOptionsOf } from './steps-editor';

interface ConfigurationPreviewProps {
  steps: readonly StartHereStepInput[];
  choices: StartHereTemplateChoices | undefined;
  /** Help text belongs to the global configuration only. */
  withHelpText: boolean;
}

/**
 * The steps as members see them on their Start Here page: numbered, with their badge, text and button. A
 * text or e-mail step has a template when there is a default of its type for all campaigns (as for a
 * member of a campaign without its own default) or when it links one.
 */
export function ConfigurationPreview({ steps, choices, withHelpText }: ConfigurationPreviewProps) {
  if (steps.length === 0) return <p className="text-sm text-muted-foreground">No steps to preview.</p>;
  return (
    <ol className="grid gap-3" aria-label="Configuration Preview">
      {steps.map((step, index) => {
        const number = index + 1;
        const linked =
          (step.templateType !== 'social' && defaultTemplateFor(choices?.templates ?? [], step.templateType, null) !== undefined) ||
          (Boolean(step.templateId) && templateOptionsOf(choices, step.templateType).some((o) => o.value === step.templateId));
        return (
          <li key={index} className="grid min-w-0 gap-3 rounded-lg border p-4">
            <div className="flex items-start gap-3">
              <span
                aria-hidden
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-primary"
              >
                {number}
              </span>
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold wrap-anywhere">
                    <span className="sr-only">Step {number}: </span>
                    {step.title.trim() || 'Untitled step'}
                  </p>
                  {step.badge?.trim() && <Badge variant="secondary">{step.badge}</Badge>}
                </div>
                {step.description?.trim() && <p className="text-sm wrap-anywhere text-muted-foreground">{step.description}</p>}
              </div>
            </div>
            {withHelpText && step.helpText?.trim() && (
              <p className="flex gap-2 rounded-md bg-muted/50 p-3 text-sm text-muted-foreground">
                <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span className="wrap-anywhere">{step.helpText}</span>
              </p>
            )}
            <div>
              {/* A picture of the member's button, not one to press here. */}
              <span className={buttonVariants({ size: 'sm', variant: linked ? 'default' : 'outline' })}>
                {linked ? step.buttonText?.trim() || 'Open Template' : 'No Template'}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
