import {
  STEP_TEMPLATE_TYPES,
  type StartHereStep,
  type StartHereStepInput,
  type StartHereTemplateChoices,
  type StepTemplateType,
} from '@app/shared/start-here';
import { Button, FormSelectField, FormTextareaField, FormTextField } from '@app/ui';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** The step editor's form: the steps as typed, before the shared schema trims them and turns blanks into none. */
export interface StepsFormInput extends FieldValues {
  steps: StartHereStepInput[];
}

const STEP_FIELDS = ['title', 'description', 'buttonText', 'templateType', 'templateId', 'badge', 'helpText'] as const;

/** Every field name of the form, for showing the API's refusals beside them. */
export function stepsFormFields(stepCount: number): string[] {
  return ['steps', ...Array.from({ length: stepCount }, (_, index) => STEP_FIELDS.map((field) => `steps.${index}.${field}`)).flat()];
}

/** A stored step as the form holds it: no template and no help text as empty fields. */
export function formStepOf(step: StartHereStep): StartHereStepInput {
  return { ...step, templateId: step.templateId ?? '', helpText: step.helpText ?? '' };
}

const blankStep = (number: number): StartHereStepInput => ({
  title: '',
  description: '',
  buttonText: '',
  templateType: 'sms',
  templateId: '',
  badge: `Step ${number}`,
  helpText: '',
});

export const TEMPLATE_TYPE_LABELS: Record<StepTemplateType, string> = { sms: 'SMS', email: 'Email', social: 'Social Media' };
const templateTypeOptions = STEP_TEMPLATE_TYPES.map((value) => ({ value, label: TEMPLATE_TYPE_LABELS[value] }));

/** The templates of a type a step may link, by id and label. */
export function templateOptionsOf(choices: StartHereTemplateChoices | undefined, type: StepTemplateType | undefined) {
  if (!choices) return [];
  if (type === 'social') return choices.social_templates.map(({ id, name }) => ({ value: id, label: name }));
  return choices.templates
    .filter((template) => template.type === type)
    .map(({ id, name, campaign_id, is_default }) => {
      const notes = [campaign_id && 'Campaign Specific', is_default && 'Default'].filter(Boolean);
      return { value: id, label: notes.length ? `${name} (${notes.join(', ')})` : name };
    });
}

/** What a text or e-mail step's template picker means now that a default template takes its place (functions/src/start-here). */
const messageTemplateHint = (type: StepTemplateType | undefined) =>
  type === 'sms' || type === 'email'
    ? `Members get their campaign's default ${TEMPLATE_TYPE_LABELS[type]} template (marked Default on Templates) when there is one; this template otherwise.`
    : undefined;

function templateSelectOptions(choices: StartHereTemplateChoices | undefined, step: StartHereStepInput | undefined) {
  const options = templateOptionsOf(choices, step?.templateType);
  const current = step?.templateId;
  // A linked template no longer offered (deleted, deactivated) still shows, so the admin sees what to change.
  const unavailable = current && choices && !options.some((option) => option.value === current);
  return [{ value: '', label: 'No Template' }, ...(unavailable ? [{ value: current, label: 'Unavailable template' }] : []), ...options];
}

interface StepsEditorProps<Output extends FieldValues> {
  form: UseFormReturn<StepsFormInput, unknown, Output>;
  choices: StartHereTemplateChoices | undefined;
  /** Help text belongs to the global configuration only (spec part 2, section 3). */
  withHelpText: boolean;
  disabled: boolean;
}

/** The editable list of steps: each step's fields, reordering, removing, and adding one. */
export function StepsEditor<Output extends FieldValues>({ form, choices, withHelpText, disabled }: StepsEditorProps<Output>) {
  const { control, setValue, formState } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'steps' });
  const steps = useWatch({ control, name: 'steps' });
  const stepErrors = formState.errors.steps;
  const listError = stepErrors?.message ?? stepErrors?.root?.message;

  return (
    <div className="grid min-w-0 gap-4">
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No steps yet. Add a step for members to follow.</p>}
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <fieldset key={field.id} className="grid min-w-0 gap-4 rounded-lg border p-4" data-step={number}>
            <legend className="sr-only">Step {number}</legend>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p aria-hidden className="font-semibold">
                Step {number}
              </p>
              <div className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move step ${number} up`}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move step ${number} down`}
                  disabled={disabled || index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove step ${number}`}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </div>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormTextField control={control} name={`steps.${index}.title`} label={`Step ${number} Title`} required />
              <FormTextField
                control={control}
                name={`steps.${index}.badge`}
                label={`Step ${number} Badge`}
                placeholder="e.g. Quick Start"
              />
            </div>
            <FormTextareaField control={control} name={`steps.${index}.description`} label={`Step ${number} Description`} rows={2} />
            <div className="grid items-start gap-4 sm:grid-cols-3">
              <FormTextField
                control={control}
                name={`steps.${index}.buttonText`}
                label={`Step ${number} Button Text`}
                placeholder="e.g. Get Text Template"
              />
              <FormSelectField
                control={control}
                name={`steps.${index}.templateType`}
                // Another type's template cannot stay linked (spec part 2, section 4).
                registerOptions={{ onChange: () => setValue(`steps.${index}.templateId`, '') }}
                label={`Step ${number} Template Type`}
                options={templateTypeOptions}
              />
              <FormSelectField
                control={control}
                name={`steps.${index}.templateId`}
                label={`Step ${number} Template`}
                options={templateSelectOptions(choices, steps[index])}
                hint={messageTemplateHint(steps[index]?.templateType)}
                // Controlled: the options arrive after the form, and a native select drops a value it has no option for yet.
                value={steps[index]?.templateId ?? ''}
              />
            </div>
            {withHelpText && (
              <FormTextareaField
                control={control}
                name={`steps.${index}.helpText`}
                label={`Step ${number} Help Text`}
                rows={2}
                placeholder="Optional tip shown under the step"
              />
            )}
          </fieldset>
        );
      })}
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      <div>
        <Button type="button" variant="outline" disabled={disabled} onClick={() => append(blankStep(fields.length + 1))}>
          <Plus aria-hidden />
          Add Step
        </Button>
      </div>
    </div>
  );
}
