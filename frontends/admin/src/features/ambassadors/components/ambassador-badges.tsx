import type { AmbassadorRow, ProgressStage } from '@app/shared/ambassadors';
import { GUARDIAN_HOLD_LABELS, type GuardianHold } from '@app/shared/guardians';
import { Badge } from '@app/ui';
import type { ComponentProps } from 'react';

/** Active once a personal code exists, otherwise Pending Approval (spec part 2, section 4). */
export function AmbassadorStatusBadge({ status }: { status: AmbassadorRow['status'] }) {
  return status === 'active' ? <Badge variant="success">Active</Badge> : <Badge variant="warning">Pending Approval</Badge>;
}

const progressVariants: Record<ProgressStage, ComponentProps<typeof Badge>['variant']> = {
  new: 'secondary',
  assigned: 'outline',
  complete: 'success',
};

/** New, O{n} Assigned or Complete, as the server labels it. */
export function ProgressBadge({ ambassador }: { ambassador: Pick<AmbassadorRow, 'progress_stage' | 'progress_label'> }) {
  return <Badge variant={progressVariants[ambassador.progress_stage]}>{ambassador.progress_label}</Badge>;
}

const guardianHoldVariants: Record<GuardianHold, ComponentProps<typeof Badge>['variant']> = {
  awaiting_guardian: 'warning',
  guardian_withdrew: 'destructive',
};

/** A member under 18 whose guardian has not acknowledged yet, or one whose guardian withdrew (issue 44); nothing for anyone else. */
export function GuardianHoldBadge({ hold }: { hold: AmbassadorRow['guardian_hold'] }) {
  return hold && <Badge variant={guardianHoldVariants[hold]}>{GUARDIAN_HOLD_LABELS[hold]}</Badge>;
}
