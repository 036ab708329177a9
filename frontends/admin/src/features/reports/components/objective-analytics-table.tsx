import { objectiveName } from '@app/shared/objectives';
import { formatCount } from '@app/shared/platform';
import { formatPercent, type ObjectiveAnalytics } from '@app/shared/reports';
import { Badge, DataTable, roleLabel, TruncatedText, type DataTableColumn } from '@app/ui';

const figures = [
  ['Assigned', 'assigned'],
  ['Submitted', 'submitted'],
  ['Needs Revision', 'needs_revision'],
  ['Approved', 'approved'],
] as const;

const COLUMNS: DataTableColumn<ObjectiveAnalytics>[] = [
  {
    id: 'objective',
    header: 'Objective',
    truncate: true,
    cardSlot: 'title',
    cell: (objective) => (
      // The objective's name above its title, so the figures after it stay in view.
      <div className="grid gap-0.5">
        <span className="text-xs text-muted-foreground">{objectiveName(objective.objective_number)}</span>{' '}
        <div className="flex items-center gap-2 font-medium">
          <TruncatedText className="max-w-36 min-w-0">{objective.title}</TruncatedText>
          {!objective.is_active && <Badge variant="outline">Inactive</Badge>}
        </div>
      </div>
    ),
  },
  {
    id: 'role',
    header: 'Role',
    sortValue: (objective) => roleLabel[objective.target_role],
    // Fundraising Ambassador takes two lines, so the figures after it stay in view.
    className: 'min-w-24 whitespace-normal',
    cell: (objective) => roleLabel[objective.target_role],
  },
  ...figures.map(([header, key]): DataTableColumn<ObjectiveAnalytics> => ({
    id: key,
    header,
    align: 'end',
    sortValue: (objective) => objective[key],
    cell: (objective) => formatCount(objective[key]),
  })),
  {
    id: 'completion_rate',
    header: 'Completion Rate',
    align: 'end',
    sortValue: (objective) => objective.completion_rate,
    cell: (objective) => formatPercent(objective.completion_rate),
  },
];

/** Objective Analytics: each objective's ambassadors by status now, and its completion rate. */
export function ObjectiveAnalyticsTable({ objectives }: { objectives: ObjectiveAnalytics[] }) {
  return (
    <DataTable
      label="Objective analytics"
      columns={COLUMNS}
      rows={objectives}
      getRowId={(objective) => objective.objective_id}
      empty={<p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No objectives yet</p>}
    />
  );
}
