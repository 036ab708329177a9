import { AMBASSADOR_ROLES, type AmbassadorRole } from '@app/shared/platform';
import { objectiveInputSchema, type ObjectiveInput } from '@app/shared/objectives';
import { DEFAULT_TARGET_UNITS, MAX_TARGET_UNITS, PROOF_TYPES, type Objective } from '@app/shared/objectives';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormCheckboxField,
  FormDialogFooter,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  markServerFieldErrors,
  roleLabel,
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
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { isSubmitting },
  } = useZodForm(objectiveInputSchema, objective ? formValuesOf(objective) : newObjectiveValues(objectives));

  // A new objective's number follows its audience until the admin types one.
  const [numberTyped, setNumberTyped] = useState(false);
  const onTargetRoleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (objective || numberTyped) return;
    const role = event.target.value === 'fundraising_ambassador' ? 'fundraising_ambassador' : 'student';
    setValue('objective_number', nextObjectiveNumber(objectives, role));
  };

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
        <FormTextField
          control={control}
          name="objective_number"
          registerOptions={{ onChange: () => setNumberTyped(true) }}
          label="Objective Number"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
        />
        <FormTextField control={control} name="title" label="Title" required />
      </div>
      <FormTextareaField control={control} name="description" label="Description" rows={3} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormSelectField control={control} name="proof_type" label="Proof Type" options={proofTypeOptions} />
        <FormTextField control={control} name="time_estimate" label="Time Estimate" placeholder="e.g. 15 minutes" />
      </div>
      {watch('proof_type') === 'auto_sale' && (
        <FormTextField
          control={control}
          name="target_units"
          label="Target Shirts Sold"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_TARGET_UNITS}
          step={1}
          hint="Completes by itself once the ambassador's shirts sold reach this number, sales made before it unlocks included."
        />
      )}
      <FormTextareaField control={control} name="example_content" label="Example Content" rows={3} />
      <FormTextField
        control={control}
        name="unlock_rule_text"
        label="Unlock Rule"
        placeholder="e.g. Unlocks when Objective 1 is approved"
      />
      <FormSelectField
        control={control}
        name="target_role"
        registerOptions={{ onChange: onTargetRoleChange }}
        label="Target Role"
        options={targetRoleOptions}
      />
      <FormCheckboxField control={control} name="is_active" label="Active" />
      <FormDialogFooter busy={isSubmitting} submitLabel={objective ? 'Save Changes' : 'Create Objective'} />
    </form>
  );
}
