import { objectiveWithTitle, type Objective } from '@app/shared/objectives';
import { Badge, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, roleLabel } from '@app/ui';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { proofSummary } from '../proof-type-labels';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="text-sm wrap-anywhere whitespace-pre-line text-muted-foreground">{children}</dd>
    </div>
  );
}

interface ObjectiveDetailsDialogProps {
  objective: Objective | undefined;
  onOpenChange: (open: boolean) => void;
  onEdit: (objective: Objective) => void;
}

/** The view action: everything an objective holds, read-only, with a way into its edit form. */
export function ObjectiveDetailsDialog({ objective, onOpenChange, onEdit }: ObjectiveDetailsDialogProps) {
  return (
    <Dialog open={objective !== undefined} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {objective && (
          <>
            <DialogHeader>
              <DialogTitle className="leading-snug">{objectiveWithTitle(objective.objective_number, objective.title)}</DialogTitle>
              <DialogDescription className="flex flex-wrap gap-2">
                <Badge variant={objective.is_active ? 'success' : 'secondary'}>{objective.is_active ? 'Active' : 'Inactive'}</Badge>
                <Badge variant="outline">{roleLabel[objective.target_role]}</Badge>
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-4">
              <Detail label="Description">{objective.description ?? 'None'}</Detail>
              <div className="grid gap-4 sm:grid-cols-2">
                <Detail label="Proof Type">{proofSummary(objective)}</Detail>
                <Detail label="Time Estimate">{objective.time_estimate ?? 'None'}</Detail>
              </div>
              <Detail label="Example Content">{objective.example_content ?? 'None'}</Detail>
              <Detail label="Unlock Rule">{objective.unlock_rule_text ?? 'None'}</Detail>
            </dl>
            <DialogFooter>
              <Button variant="outline" onClick={() => onEdit(objective)}>
                <Pencil aria-hidden /> Edit Objective
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
