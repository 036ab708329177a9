import { OBJECTIVE_STATUSES, OBJECTIVE_STATUS_LABELS, SUBMISSION_STATUS_LABELS, type ObjectiveStatus } from '@app/shared/objectives';
import { Badge } from '../../components/badge';
import { cn } from '../../lib/cn';
import { AlertCircle, CheckCircle2, CircleDot, CircleHelp, Clock, Lock, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

/** An objective's status (spec part 1, section 4) as a badge and an icon, in the ambassador's words, for both areas. */
type BadgeVariant = ComponentProps<typeof Badge>['variant'];

const isObjectiveStatus = (status: string): status is ObjectiveStatus => (OBJECTIVE_STATUSES as readonly string[]).includes(status);

const looks: Record<ObjectiveStatus, { icon: LucideIcon; variant: BadgeVariant; iconClass: string }> = {
  locked: { icon: Lock, variant: 'secondary', iconClass: 'text-muted-foreground' },
  assigned: { icon: CircleDot, variant: 'default', iconClass: 'text-primary' },
  submitted: { icon: Clock, variant: 'warning', iconClass: 'text-warning-foreground' },
  approved: { icon: CheckCircle2, variant: 'success', iconClass: 'text-success' },
  needs_revision: { icon: AlertCircle, variant: 'destructive', iconClass: 'text-destructive' },
};
const unknown = { icon: CircleHelp, variant: 'outline', iconClass: 'text-muted-foreground' } as const;

/**
 * The status's label (spec part 1, section 4), for an objective or for the work submitted for it (approved
 * work reads Approved); a status this screen does not know shows 'Unknown'.
 */
export function objectiveStatusLabel(status: string, of: 'objective' | 'submission' = 'objective'): string {
  if (!isObjectiveStatus(status)) return 'Unknown';
  return (of === 'submission' ? SUBMISSION_STATUS_LABELS : OBJECTIVE_STATUS_LABELS)[status];
}

export function ObjectiveStatusBadge({ status, of = 'objective' }: { status: string; of?: 'objective' | 'submission' }) {
  const { variant } = isObjectiveStatus(status) ? looks[status] : unknown;
  return <Badge variant={variant}>{objectiveStatusLabel(status, of)}</Badge>;
}

/** Decorative: the badge beside it says the status in words. */
export function ObjectiveStatusIcon({ status, className }: { status: string; className?: string }) {
  const { icon: Icon, iconClass } = isObjectiveStatus(status) ? looks[status] : unknown;
  return <Icon aria-hidden className={cn('size-5 shrink-0', iconClass, className)} />;
}
