import { AMBASSADOR_ROLES, type AmbassadorRole } from '@app/shared/platform';
import { objectiveInputSchema, type ObjectiveInput } from '@app/shared/objectives';
import { DEFAULT_TARGET_UNITS, MAX_TARGET_UNITS, PROOF_TYPES, type Objective } from '@app/shared/objectives';
import {
  CheckboxField,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
  markServerFieldErrors,
  roleLabel,
  SelectField,
  TextareaField,
  TextField,
  toast,
  useZodForm,
} from '@app/ui';
import { ConflictError } from '@app/ui/api';
import { useState, type ChangeEvent } from 'react';
import { useCreateObjective } from '../api/create-objective';
import { objectiveBodyOf, useUpdateObjective } from '../api/update-objective';
import { PROOF_TYPE_LABELS } from '../proof-type-labels';

const formFields = Object.keys(objectiveInputSchema.shape);
const proofTypeOptions = PROOF_TYPES.map((value) => ({ value, label: PROOF_TYPE_LABELS[value] }));
const targetRoleOptions = AMBASSADOR_ROLES.map((value) => ({ value, label: roleLabel[value] }));

/**
 * A new objective's number: one more than the highest of its audience's (spec part 2, section 5). Numbers
 * are counted per target role, as the server keeps them unique per role.
 */
export function nextObjectiveNumber(objectives: readonly Objective[], role: AmbassadorRole): number {
  return (
    Math.max(0, ...objectives.filter((objective) => objective.target_role === role).map((objective) => objective.objective_number)) + 1
  );
}

const formValuesOf = (objective: Objective): ObjectiveInput => {
  const body = objectiveBodyOf(objective);
  return {
    ...body,
    description: body.description ?? '',
    time_estimate: body.time_estimate ?? '',
    example_content: body.example_content ?? '',
    unlock_rule_text: body.unlock_rule_text ?? '',
    target_units: body.target_units ?? DEFAULT_TARGET_UNITS,
  };
};

const newObjectiveValues = (objectives: readonly Objective[]): ObjectiveInput => ({
  objective_number: nextObjectiveNumber(objectives, 'student'),
  title: '',
  description: '',
  proof_type: 'upload',
  time_estimate: '',
  example_content: '',
  unlock_rule_text: '',
  is_active: true,
  target_role: 'student',
  target_units: DEFAULT_TARGET_UNITS,
});

interface ObjectiveFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The objective to edit; none adds a new one. */
  objective?: Objective;
  /** Every objective, for a new one's number. */
  objectives: readonly Objective[];
}

/** Add or edit an objective (spec part 2, sections 2 and 5). */
export function ObjectiveFormDialog({ open, onOpenChange, objective, objectives }: ObjectiveFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{objective ? 'Edit Objective' : 'Add Objective'}</DialogTitle>
          <DialogDescription>
            {objective ? 'Change what this objective asks of ambassadors.' : 'A new numbered step for ambassadors to complete.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the objective as it is now. */}
        <ObjectiveForm objective={objective} objectives={objectives} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ObjectiveForm({ objective, objectives, onDone }: { objective?: Objective; objectives: readonly Objective[]; onDone: () => void }) {
  const createObjective = useCreateObjective();
  const updateObjective = useUpdateObjective();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(objectiveInputSchema, objective ? formValuesOf(objective) : newObjectiveValues(objectives));

  // A new objective's number follows its audience until the admin types one.
  const [numberTyped, setNumberTyped] = useState(false);
  const numberField = register('objective_number', { onChange: () => setNumberTyped(true) });
  const targetRoleField = register('target_role', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      if (objective || numberTyped) return;
      const role = event.target.value === 'fundraising_ambassador' ? 'fundraising_ambassador' : 'student';
      setValue('objective_number', nextObjectiveNumber(objectives, role));
    },
  });

  const onSubmit = handleSubmit(async (fields) => {
    // A target belongs to Auto Sale objectives only.
    const input = fields.proof_type === 'auto_sale' ? fields : { ...fields, target_units: undefined };
    try {
      if (objective) await updateObjective(objective.id, input);
      else await createObjective(input);
    } catch (error) {
      const marked = markServerFieldErrors(error, setError, formFields);
      // The one conflict either route answers is a number already taken for the role.
      if (!marked && error instanceof ConflictError) setError('objective_number', { message: error.message });
      toast({ title: 'Error', description: 'Failed to save objective', variant: 'destructive', error });
      return;
    }
    toast({ title: objective ? 'Objective updated successfully' : 'Objective created successfully' });
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          label="Objective Number"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          disabled={isSubmitting}
          error={errors.objective_number?.message}
          {...numberField}
        />
        <TextField label="Title" required disabled={isSubmitting} error={errors.title?.message} {...register('title')} />
      </div>
      <TextareaField
        label="Description"
        rows={3}
        disabled={isSubmitting}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          label="Proof Type"
          options={proofTypeOptions}
          disabled={isSubmitting}
          error={errors.proof_type?.message}
          {...register('proof_type')}
        />
        <TextField
          label="Time Estimate"
          placeholder="e.g. 15 minutes"
          disabled={isSubmitting}
          error={errors.time_estimate?.message}
          {...register('time_estimate')}
        />
      </div>
      {watch('proof_type') === 'auto_sale' && (
        <TextField
          label="Target Shirts Sold"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_TARGET_UNITS}
          step={1}
          hint="Completes by itself once the ambassador's shirts sold reach this number, sales made before it unlocks included."
          disabled={isSubmitting}
          error={errors.target_units?.message}
          {...register('target_units')}
        />
      )}
      <TextareaField
        label="Example Content"
        rows={3}
        disabled={isSubmitting}
        error={errors.example_content?.message}
        {...register('example_content')}
      />
      <TextField
        label="Unlock Rule"
        placeholder="e.g. Unlocks when Objective 1 is approved"
        disabled={isSubmitting}
        error={errors.unlock_rule_text?.message}
        {...register('unlock_rule_text')}
      />
      <SelectField
        label="Target Role"
        options={targetRoleOptions}
        disabled={isSubmitting}
        error={errors.target_role?.message}
        {...targetRoleField}
      />
      <CheckboxField label="Active" disabled={isSubmitting} error={errors.is_active?.message} {...register('is_active')} />
      <FormDialogFooter busy={isSubmitting} submitLabel={objective ? 'Save Changes' : 'Create Objective'} />
    </form>
  );
}
