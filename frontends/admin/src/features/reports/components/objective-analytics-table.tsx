import { formatCount } from '@app/shared/money';
import { formatPercent, type ObjectiveAnalytics } from '@app/shared/reports';
import { Badge, roleLabel, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@app/ui';
import { objectiveLabel } from './report-labels';

const figures = [
  ['Assigned', 'assigned'],
  ['Submitted', 'submitted'],
  ['Needs Revision', 'needs_revision'],
  ['Approved', 'approved'],
] as const;

/** Objective Analytics: each objective's ambassadors by status now, and its completion rate. */
export function ObjectiveAnalyticsTable({ objectives }: { objectives: ObjectiveAnalytics[] }) {
  return (
    <Table className="min-w-[720px]" aria-label="Objective analytics">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Objective</TableHead>
          <TableHead scope="col">Role</TableHead>
          {figures.map(([header]) => (
            <TableHead key={header} scope="col" className="text-right">
              {header}
            </TableHead>
          ))}
          <TableHead scope="col" className="text-right">
            Completion Rate
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {objectives.map((objective) => (
          <TableRow key={objective.objective_id}>
            <TableCell>
              <div className="flex flex-wrap items-center gap-2 font-medium">
                <span className="text-muted-foreground">{objectiveLabel(objective)}</span> {objective.title}
                {!objective.is_active && <Badge variant="outline">Inactive</Badge>}
              </div>
            </TableCell>
            <TableCell>{roleLabel[objective.target_role]}</TableCell>
            {figures.map(([header, key]) => (
              <TableCell key={header} className="text-right tabular-nums">
                {formatCount(objective[key])}
              </TableCell>
            ))}
            <TableCell className="text-right tabular-nums">{formatPercent(objective.completion_rate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
