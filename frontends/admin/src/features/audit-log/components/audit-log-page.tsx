import { AUDIT_KIND_LABELS, AUDIT_KINDS, auditLogCsv, changeLine, type AuditEntry, type AuditKind } from '@app/shared/audit-log';
import {
  Badge,
  Button,
  Card,
  CardContent,
  DataTable,
  formatDateTime,
  LoadFailed,
  PageHeader,
  SelectField,
  toast,
  type DataTableColumn,
} from '@app/ui';
import { Download, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useUrlFilters, type UrlFilter } from '../../../lib/use-url-filters';
import { downloadCsv } from '../../orders/download-csv';
import { everyAuditEntry, useAuditLog, type AuditLogFilters } from '../api/audit-log';

const isKind = (value: string): value is AuditKind => (AUDIT_KINDS as readonly string[]).includes(value);

/** The log's filters, in its address: ?actor=, ?kind=, ?person= (ids; a name in the list sets its filter). */
const FILTERS = {
  actor: { param: 'actor', initial: '' },
  kind: {
    param: 'kind',
    initial: '',
    accepts: (value: string): value is AuditKind | '' => value === '' || isKind(value),
  },
  person: { param: 'person', initial: '' },
} satisfies Record<string, UrlFilter>;

const KIND_OPTIONS = [{ value: '', label: 'Everything' }, ...AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] }))];

const nameOr = (name: string | null, fallback: string) => name ?? fallback;

/** A name that filters the log by that person when pressed. */
function FilterLink({ label, name, onPick }: { label: string; name: string; onPick: () => void }) {
  return (
    <button
      type="button"
      className="text-left font-medium underline-offset-4 hover:underline focus-visible:underline"
      aria-label={label}
      onClick={onPick}
    >
      {name}
    </button>
  );
}

function columnsFor(pick: (filter: Partial<AuditLogFilters>) => void): DataTableColumn<AuditEntry>[] {
  return [
    { id: 'when', header: 'When', cell: (entry) => formatDateTime(entry.at) },
    {
      id: 'who',
      header: 'Who',
      cardSlot: 'title',
      cell: (entry) => {
        const name = nameOr(entry.actor_name, 'Former user');
        return <FilterLink label={`Show what ${name} did`} name={name} onPick={() => pick({ actor: entry.actor_id })} />;
      },
    },
    { id: 'what', header: 'What', cardSlot: 'badge', cell: (entry) => <Badge variant="secondary">{AUDIT_KIND_LABELS[entry.kind]}</Badge> },
    {
      id: 'member',
      header: 'Member',
      cell: (entry) => {
        if (!entry.person_id) return <span className="text-muted-foreground">—</span>;
        const name = nameOr(entry.person_name, 'Former member');
        return <FilterLink label={`Show entries about ${name}`} name={name} onPick={() => pick({ person: entry.person_id! })} />;
      },
    },
    {
      id: 'changes',
      header: 'Changes',
      cardSlot: 'wide',
      className: 'max-w-md min-w-48 whitespace-normal wrap-anywhere',
      cell: (entry) =>
        entry.changes.length === 0 ? (
          <span className="text-muted-foreground">{`${entry.subject_type} ${entry.subject_id}`}</span>
        ) : (
          <ul className="grid gap-0.5 text-sm">
            {entry.changes.map((change) => (
              <li key={change.field}>{changeLine(change)}</li>
            ))}
          </ul>
        ),
    },
    {
      id: 'request',
      header: 'Request id',
      className: 'max-w-36 min-w-28 whitespace-normal font-mono text-xs wrap-anywhere',
      cell: (entry) => entry.request_id,
    },
  ];
}

/**
 * /admin/audit-log (issue 46): every admin action that changed people, money or settings, newest first, with who,
 * when, what it changed (before → after) and the request id. Filters by what, and (pressing a name) by who did it or
 * whom it was about; exports what the filters show as CSV. Entries are never edited or deleted.
 */
export function AuditLogPage() {
  const [filters, change] = useUrlFilters(FILTERS);
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useAuditLog(filters);
  const [exporting, setExporting] = useState(false);
  const entries = useMemo(() => (data ?? []).flatMap((page) => page.entries), [data]);
  const hasMore = Boolean(data?.at(-1)?.next_cursor);
  const loadingMore = isValidating && data !== undefined && data.length < size;
  const columns = useMemo(() => columnsFor(change), [change]);
  const actorName = filters.actor ? (entries.find((entry) => entry.actor_id === filters.actor)?.actor_name ?? 'one person') : null;
  const personName = filters.person ? (entries.find((entry) => entry.person_id === filters.person)?.person_name ?? 'one member') : null;

  async function exportCsv() {
    setExporting(true);
    try {
      downloadCsv(`audit-log-${new Date().toISOString().slice(0, 10)}.csv`, auditLogCsv(await everyAuditEntry(filters)));
    } catch (caught) {
      toast({
        title: 'Export failed',
        description: caught instanceof Error ? caught.message : String(caught),
        variant: 'destructive',
        error: caught,
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Audit Log"
        description="Every change an admin made to people, money or settings: who, when, what changed, and the request id. Entries cannot be edited or deleted."
        actions={
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting || entries.length === 0}>
            <Download aria-hidden /> {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      />
      <Card className="min-w-0">
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label="What"
              value={filters.kind}
              onChange={(event) => {
                const value = event.target.value;
                if (value === '' || isKind(value)) change({ kind: value });
              }}
              options={KIND_OPTIONS}
              className="w-full sm:max-w-xs"
            />
            {actorName && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => change({ actor: '' })}
                aria-label={`Clear the filter: done by ${actorName}`}
              >
                Done by {actorName} <X aria-hidden />
              </Button>
            )}
            {personName && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => change({ person: '' })}
                aria-label={`Clear the filter: about ${personName}`}
              >
                About {personName} <X aria-hidden />
              </Button>
            )}
          </div>
          {error && entries.length === 0 ? (
            <LoadFailed message="Error loading the audit log" onRetry={() => void mutate()} />
          ) : (
            <DataTable
              label="Audit log"
              columns={columns}
              rows={entries}
              getRowId={(entry) => entry.id}
              loading={isLoading}
              loadingLabel="Loading the audit log"
              loadingRows={5}
              empty={<p className="py-10 text-center text-muted-foreground">No entries match these filters yet.</p>}
              loadMore={{ hasMore, loading: loadingMore, onLoadMore: () => void setSize(size + 1), label: 'Load More' }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
