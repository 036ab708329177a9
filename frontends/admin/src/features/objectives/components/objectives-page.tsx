import type { Objective } from '@app/shared/objectives';
import {
  Badge,
  Button,
  Card,
  CardContent,
  LoadFailed,
  PageHeader,
  roleLabel,
  SkeletonRows,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  useIsMobile,
} from '@app/ui';
import { Eye, Pencil, Plus, Target, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAllObjectives } from '../api/list-all-objectives';
import { useSetObjectiveActive } from '../api/update-objective';
import { PROOF_TYPE_LABELS } from '../proof-type-labels';
import { objectiveCode } from './objective-code';
import { ObjectiveDetailsDialog } from './objective-details-dialog';
import { ObjectiveFormDialog } from './objective-form-dialog';

/** The form dialog: closed, adding a new objective, or editing one. */
type Editing = { open: false } | { open: true; objective?: Objective };

interface RowProps {
  objective: Objective;
  busy: boolean;
  onToggle: (objective: Objective, isActive: boolean) => void;
  onView: (objective: Objective) => void;
  onEdit: (objective: Objective) => void;
}

const nameOf = (objective: Objective) => `${objectiveCode(objective)} ${objective.title}`;

function ActiveToggle({ objective, busy, onToggle }: Pick<RowProps, 'objective' | 'busy' | 'onToggle'>) {
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={objective.is_active}
        disabled={busy}
        aria-label={`Active: ${nameOf(objective)}`}
        onCheckedChange={(checked) => onToggle(objective, checked)}
      />
      <span aria-hidden className="text-sm">
        {objective.is_active ? 'Active' : 'Inactive'}
      </span>
    </div>
  );
}

function IconAction({
  label,
  icon: Icon,
  objective,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  objective: Objective;
  onClick: () => void;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`${label} ${nameOf(objective)}`} onClick={onClick}>
          <Icon aria-hidden />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

function RowActions({ objective, onView, onEdit }: Pick<RowProps, 'objective' | 'onView' | 'onEdit'>) {
  return (
    <div className="flex justify-end gap-1">
      <IconAction label="View" icon={Eye} objective={objective} onClick={() => onView(objective)} />
      <IconAction label="Edit" icon={Pencil} objective={objective} onClick={() => onEdit(objective)} />
    </div>
  );
}

function ObjectivesTable({ objectives, ...row }: Omit<RowProps, 'objective'> & { objectives: Objective[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Number</TableHead>
          <TableHead>Title</TableHead>
          <TableHead>Target Role</TableHead>
          <TableHead>Proof Type</TableHead>
          <TableHead>Time Estimate</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {objectives.map((objective) => (
          <TableRow key={objective.id}>
            <TableCell className="font-medium">{objectiveCode(objective)}</TableCell>
            <TableCell className="max-w-xs truncate" title={objective.title}>
              {objective.title}
            </TableCell>
            <TableCell>{roleLabel[objective.target_role]}</TableCell>
            <TableCell>
              <Badge variant="outline">{PROOF_TYPE_LABELS[objective.proof_type]}</Badge>
            </TableCell>
            <TableCell>{objective.time_estimate ?? '—'}</TableCell>
            <TableCell>
              <ActiveToggle objective={objective} busy={row.busy} onToggle={row.onToggle} />
            </TableCell>
            <TableCell>
              <RowActions objective={objective} onView={row.onView} onEdit={row.onEdit} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ObjectiveCards({ objectives, ...row }: Omit<RowProps, 'objective'> & { objectives: Objective[] }) {
  return (
    <ul className="grid gap-4">
      {objectives.map((objective) => (
        <li key={objective.id} className="grid gap-2 border-b pb-4 last:border-0 last:pb-0">
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 font-medium wrap-anywhere">
              {objectiveCode(objective)}: {objective.title}
            </p>
            <RowActions objective={objective} onView={row.onView} onEdit={row.onEdit} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">{roleLabel[objective.target_role]}</Badge>
            <Badge variant="outline">{PROOF_TYPE_LABELS[objective.proof_type]}</Badge>
            {objective.time_estimate && <Badge variant="secondary">{objective.time_estimate}</Badge>}
          </div>
          <ActiveToggle objective={objective} busy={row.busy} onToggle={row.onToggle} />
        </li>
      ))}
    </ul>
  );
}

/** /admin/objectives (spec part 2, section 2): the numbered objectives, their active toggle, and view, edit and add. */
export function ObjectivesPage() {
  const { data, error, isLoading, mutate } = useAllObjectives();
  const setObjectiveActive = useSetObjectiveActive();
  const isMobile = useIsMobile();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [viewing, setViewing] = useState<Objective>();
  const [toggling, setToggling] = useState<string | null>(null);
  const objectives = data ?? [];

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to load objectives', variant: 'destructive' });
  }, [error]);

  async function toggle(objective: Objective, isActive: boolean) {
    setToggling(objective.id);
    try {
      await setObjectiveActive(objective, isActive);
      toast({ title: isActive ? 'Objective activated' : 'Objective deactivated' });
    } catch {
      toast({ title: 'Error', description: 'Failed to update objective status', variant: 'destructive' });
    } finally {
      setToggling(null);
    }
  }

  const row = {
    busy: toggling !== null,
    onToggle: (objective: Objective, isActive: boolean) => void toggle(objective, isActive),
    onView: setViewing,
    onEdit: (objective: Objective) => setEditing({ open: true, objective }),
  };

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Objectives"
        description="The numbered steps ambassadors work through, and the proof each one asks for."
        actions={
          <Button onClick={() => setEditing({ open: true })} disabled={isLoading || Boolean(error)}>
            <Plus aria-hidden /> Add Objective
          </Button>
        }
      />
      <Card className="min-w-0">
        <CardContent>
          {isLoading ? (
            <SkeletonRows label="Loading objectives" rows={4} rowClassName="h-10" />
          ) : error ? (
            <LoadFailed message="Failed to load objectives" onRetry={() => void mutate()} />
          ) : objectives.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
              <Target aria-hidden className="size-10" />
              <p>No objectives yet</p>
            </div>
          ) : (
            <TooltipProvider delayDuration={150}>
              {isMobile ? <ObjectiveCards objectives={objectives} {...row} /> : <ObjectivesTable objectives={objectives} {...row} />}
            </TooltipProvider>
          )}
        </CardContent>
      </Card>
      <ObjectiveFormDialog
        open={editing.open}
        onOpenChange={(open) => !open && setEditing({ open: false })}
        objective={editing.open ? editing.objective : undefined}
        objectives={objectives}
      />
      <ObjectiveDetailsDialog
        objective={viewing}
        onOpenChange={(open) => !open && setViewing(undefined)}
        onEdit={(objective) => {
          setViewing(undefined);
          setEditing({ open: true, objective });
        }}
      />
    </div>
  );
}
