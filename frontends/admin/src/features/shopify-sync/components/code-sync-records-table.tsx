import type { CodeSyncRecord, CodeSyncStatus } from '@app/shared/sales';
import { Badge, formatDateTime, roleLabel, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@app/ui';

const statusBadges: Record<CodeSyncStatus, { label: string; variant: 'success' | 'warning' | 'destructive' }> = {
  synced: { label: 'Synced', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
};

function SyncStatusBadge({ status }: { status: CodeSyncStatus }) {
  const badge = statusBadges[status];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

/** The error, cut to one line by CSS only: screen readers read the whole text, and it shows on hover. */
function SyncError({ message }: { message: string | null }) {
  if (!message) return <span className="text-muted-foreground">—</span>;
  return (
    <span title={message} className="block max-w-64 truncate text-destructive">
      {message}
    </span>
  );
}

/** The sync records, one row per ambassador code; the table scrolls sideways on a narrow screen. */
export function CodeSyncRecordsTable({ records }: { records: CodeSyncRecord[] }) {
  return (
    <Table aria-label="Sync records">
      <TableHeader>
        <TableRow>
          <TableHead>Status</TableHead>
          <TableHead>Code</TableHead>
          <TableHead>User</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Attempts</TableHead>
          <TableHead>Last Attempt</TableHead>
          <TableHead>Error</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id}>
            <TableCell>
              <SyncStatusBadge status={record.sync_status} />
            </TableCell>
            <TableCell className="font-mono">
              <span className="block max-w-48 truncate" title={record.personal_code}>
                {record.personal_code}
              </span>
            </TableCell>
            <TableCell className="min-w-48 whitespace-normal wrap-anywhere">
              {record.profile ? (
                <>
                  <p className="font-medium">
                    {record.profile.first_name} {record.profile.last_name}
                  </p>
                  <p className="text-xs text-muted-foreground">{record.profile.email}</p>
                </>
              ) : (
                <span className="text-muted-foreground">Unknown user</span>
              )}
            </TableCell>
            <TableCell>{record.profile ? roleLabel[record.profile.role] : '—'}</TableCell>
            <TableCell className="tabular-nums">{record.sync_attempts}</TableCell>
            <TableCell>{record.last_sync_attempt ? formatDateTime(record.last_sync_attempt) : 'Never'}</TableCell>
            <TableCell>
              <SyncError message={record.error_message} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
