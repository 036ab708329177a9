import { OBJECTIVE_STATUS_LABELS, type ObjectiveStatus } from '@app/shared/objectives';
import { Badge } from '@app/ui';
import type { ComponentProps } from 'react';

const variants: Record<ObjectiveStatus, ComponentProps<typeof Badge>['variant']> = {
  locked: 'secondary',
  assigned: 'default',
  submitted: 'warning',
  approved: 'success',
  needs_revision: 'destructive',
};

/** Where an ambassador's objective stands, in the words the ambassador sees (Under Review, Completed...). */
export function ObjectiveStatusBadge({ status }: { status: ObjectiveStatus }) {
  return <Badge variant={variants[status]}>{OBJECTIVE_STATUS_LABELS[status]}</Badge>;
}
