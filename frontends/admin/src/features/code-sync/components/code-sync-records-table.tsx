import type { CodeSyncRecord, CodeSyncStatus } from '@app/shared/code-sync';
import { Badge, DataTable, formatDateTime, roleLabel, TruncatedText, type DataTableColumn } from '@app/ui';

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
  return <TruncatedText className="max-w-40 text-destructive">{message}</TruncatedText>;
}

const userNameOf = (record: CodeSyncRecord) =>
  record.profile ? `${record.profile.first_name} ${record.profile.last_name}` : (record.campaign?.campaign_name ?? null);

const COLUMNS: DataTableColumn<CodeSyncRecord>[] = [
  {
    id: 'status',
    header: 'Status',
    sortValue: (record) => statusBadges[record.sync_status].label,
    cardSlot: 'badge',
    cell: (record) => <SyncStatusBadge status={record.sync_status} />,
  },
  {
    id: 'code',
    header: 'Code',
    truncate: true,
    sortValue: (record) => record.personal_code,
    cardSlot: 'title',
    cell: (record) => <TruncatedText className="max-w-28 font-mono">{record.personal_code}</TruncatedText>,
  },
  {
    id: 'user',
    header: 'User',
    truncate: true,
    sortValue: userNameOf,
    cardSlot: 'wide',
    cell: (record) =>
      record.profile ? (
        <>
          <TruncatedText className="max-w-40 font-medium">{`${record.profile.first_name} ${record.profile.last_name}`}</TruncatedText>
          <TruncatedText className="max-w-40 text-xs text-muted-foreground">{record.profile.email}</TruncatedText>
        </>
      ) : record.campaign ? (
        <>
          <TruncatedText className="max-w-40 font-medium">{record.campaign.campaign_name}</TruncatedText>
          <span className="block text-xs text-muted-foreground">Campaign’s own code</span>
        </>
      ) : (
        <span className="text-muted-foreground">Unknown user</span>
      ),
  },
  // The long texts wrap or are cut, so the error and the date stay in view.
  {
    id: 'role',
    header: 'Role',
    className: 'whitespace-normal',
    cell: (record) => (record.profile ? roleLabel[record.profile.role] : record.campaign ? 'Campaign' : '—'),
  },
  {
    id: 'attempts',
    header: 'Attempts',
    sortValue: (record) => record.sync_attempts,
    className: 'tabular-nums',
    cell: (record) => record.sync_attempts,
  },
  {
    id: 'last_attempt',
    header: 'Last Attempt',
    sortValue: (record) => record.last_sync_attempt,
    firstSortDirection: 'descending',
    className: 'min-w-24 whitespace-normal',
    cell: (record) => (record.last_sync_attempt ? formatDateTime(record.last_sync_attempt) : 'Never'),
  },
  { id: 'error', header: 'Error', truncate: true, cardSlot: 'wide', cell: (record) => <SyncError message={record.error_message} /> },
];

/** The sync records, one row per ambassador code and per campaign's own code, a page of 25 at a time. */
export function CodeSyncRecordsTable({ records, loading }: { records: CodeSyncRecord[] | undefined; loading: boolean }) {
  return (
    <DataTable
      label="Sync records"
      columns={COLUMNS}
      rows={records ?? []}
      getRowId={(record) => record.id}
      loading={loading}
      loadingLabel="Loading sync records"
      loadingRows={4}
      pageSize={25}
      empty={<p className="py-10 text-center text-muted-foreground">No records found</p>}
    />
  );
}
