import { objectiveName, objectiveWithTitle, type Objective } from '@app/shared/objectives';
import {
  Badge,
  Button,
  Card,
  CardContent,
  DataTable,
  LoadFailed,
  PageHeader,
  roleLabel,
  Switch,
  toast,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  TruncatedText,
  type DataTableColumn,
} from '@app/ui';
import { Eye, Pencil, Plus, Target, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAllObjectives } from '../api/list-all-objectives';
import { useSetObjectiveActive } from '../api/update-objective';
import { PROOF_TYPE_LABELS } from '../proof-type-labels';
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

const nameOf = (objective: Objective) => objectiveWithTitle(objective.objective_number, objective.title);

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

function columnsFor(row: Omit<RowProps, 'objective'>): DataTableColumn<Objective>[] {
  return [
    {
      id: 'number',
      header: 'Number',
      sortValue: (objective) => objective.objective_number,
      className: 'font-medium',
      cell: (objective) => objectiveName(objective.objective_number),
      cardSlot: 'hidden',
    },
    {
      id: 'title',
      header: 'Title',
      sortValue: (objective) => objective.title,
      truncate: true,
      cell: (objective) => <TruncatedText className="max-w-xs">{objective.title}</TruncatedText>,
      cardSlot: 'title',
      cardCell: nameOf,
    },
    {
      id: 'target_role',
      header: 'Target Role',
      sortValue: (objective) => roleLabel[objective.target_role],
      cell: (objective) => roleLabel[objective.target_role],
    },
    {
      id: 'proof_type',
      header: 'Proof Type',
      cell: (objective) => <Badge variant="outline">{PROOF_TYPE_LABELS[objective.proof_type]}</Badge>,
    },
    { id: 'time_estimate', header: 'Time Estimate', cell: (objective) => objective.time_estimate ?? '—' },
    {
      id: 'status',
      header: 'Status',
      cell: (objective) => <ActiveToggle objective={objective} busy={row.busy} onToggle={row.onToggle} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cardSlot: 'badge',
      cell: (objective) => <RowActions objective={objective} onView={row.onView} onEdit={row.onEdit} />,
    },
  ];
}

/** /admin/objectives (spec part 2, section 2): the numbered objectives, their active toggle, and view, edit and add. */
export function ObjectivesPage() {
  const { data, error, isLoading, mutate } = useAllObjectives();
  const setObjectiveActive = useSetObjectiveActive();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [viewing, setViewing] = useState<Objective>();
  const [toggling, setToggling] = useState<string | null>(null);
  const objectives = data ?? [];

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to load objectives', variant: 'destructive', error });
  }, [error]);

  async function toggle(objective: Objective, isActive: boolean) {
    setToggling(objective.id);
    try {
      await setObjectiveActive(objective, isActive);
      toast({ title: isActive ? 'Objective activated' : 'Objective deactivated' });
    } catch (caught) {
      toast({ title: 'Error', description: 'Failed to update objective status', variant: 'destructive', error: caught });
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
          {error && !isLoading ? (
            <LoadFailed message="Failed to load objectives" onRetry={() => void mutate()} />
          ) : (
            <TooltipProvider delayDuration={150}>
              <DataTable
                label="Objectives"
                columns={columnsFor(row)}
                rows={objectives}
                getRowId={(objective) => objective.id}
                loading={isLoading}
                loadingLabel="Loading objectives"
                loadingRows={4}
                empty={
                  <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
                    <Target aria-hidden className="size-10" />
                    <p>No objectives yet</p>
                  </div>
                }
              />
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
