import type { StartHereStepView } from '@app/shared/start-here';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, CheckboxField } from '@app/ui';
import { Info } from 'lucide-react';

interface StepCardProps {
  step: StartHereStepView;
  completed: boolean;
  saving: boolean;
  onToggle: (completed: boolean) => void;
  onOpen: () => void;
}

/** One Start Here step (spec part 1, section 2.11): its number, badge, text, completion box and action. */
export function StepCard({ step, completed, saving, onToggle, onOpen }: StepCardProps) {
  const hasTemplate = step.template !== null || step.social_template !== null;
  return (
    <Card className="min-w-0" data-step={step.number}>
      <CardHeader>
        <div className="flex items-start gap-3">
          <span
            aria-hidden
            className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
              completed ? 'bg-primary text-primary-foreground' : 'bg-secondary text-primary'
            }`}
          >
            {step.number}
          </span>
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle className="wrap-anywhere">
                <span className="sr-only">Step {step.number}: </span>
                {step.title}
              </CardTitle>
              {step.badge && <Badge variant="secondary">{step.badge}</Badge>}
            </div>
            <CardDescription className="wrap-anywhere">{step.description}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step.helpText && (
          <p className="flex gap-2 rounded-md bg-muted/50 p-3 text-sm text-muted-foreground">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="wrap-anywhere">{step.helpText}</span>
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <CheckboxField
            label={`Mark step ${step.number} as completed`}
            checked={completed}
            disabled={saving}
            onChange={(event) => onToggle(event.target.checked)}
          />
          <Button variant={hasTemplate ? 'default' : 'outline'} disabled={!hasTemplate} onClick={onOpen}>
            {hasTemplate ? step.buttonText || 'Open Template' : 'No Template'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
