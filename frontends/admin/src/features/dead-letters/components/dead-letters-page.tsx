import type { DeadLetter } from '@app/shared/dead-letters';
import {
  Badge,
  Button,
  Card,
  CardContent,
  DataTable,
  formatDateTime,
  LoadFailed,
  PageHeader,
  toast,
  TruncatedText,
  type DataTableColumn,
} from '@app/ui';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { redriveDeadLetter, redrivePending, useDeadLetters } from '../api/dead-letters';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function failed(title: string, error: unknown) {
  toast({ title, description: error instanceof Error ? error.message : String(error), variant: 'destructive', error });
}

function StatusBadge({ letter }: { letter: DeadLetter }) {
  return letter.status === 'pending' ? <Badge variant="warning">Pending</Badge> : <Badge variant="success">Replayed</Badge>;
}

function ReplayButton({ letter, disabled, onReplay }: { letter: DeadLetter; disabled: boolean; onReplay: (letter: DeadLetter) => void }) {
  if (letter.status !== 'pending') return null;
  return (
    <Button size="sm" variant="outline" aria-label={`Replay ${letter.summary}`} disabled={disabled} onClick={() => onReplay(letter)}>
      Replay
    </Button>
  );
}

const detailsOf = (letter: DeadLetter) => `${letter.detail_type} · ${letter.consumer} · ${plural(letter.attempts, 'attempt')}`;

/** The events as the server pages them, newest first; it sorts by nothing else, so neither do the columns. */
function columnsFor(busy: boolean, onReplay: (letter: DeadLetter) => void): DataTableColumn<DeadLetter>[] {
  return [
    { id: 'failed', header: 'Failed', cell: (letter) => formatDateTime(letter.failed_at) },
    {
      id: 'event',
      header: 'Event',
      truncate: true,
      cardSlot: 'title',
      cell: (letter) => (
        <>
          <TruncatedText className="font-medium">{letter.summary}</TruncatedText>
          <TruncatedText className="text-xs font-normal text-muted-foreground">{detailsOf(letter)}</TruncatedText>
        </>
      ),
    },
    {
      id: 'reason',
      header: 'Reason',
      cardSlot: 'wide',
      className: 'max-w-sm min-w-48 whitespace-normal wrap-anywhere',
      cell: (letter) => letter.reason,
    },
    { id: 'status', header: 'Status', cardSlot: 'badge', cell: (letter) => <StatusBadge letter={letter} /> },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      cardSlot: 'actions',
      cell: (letter) => <ReplayButton letter={letter} disabled={busy} onReplay={onReplay} />,
    },
  ];
}

/**
 * /admin/dead-letters: events the platform could not process after every retry (an order webhook while
 * the database was down, say), with the reason, and a Replay that processes each exactly once.
 */
export function DeadLettersPage() {
  const { data, error, isLoading, size, setSize, mutate } = useDeadLetters();
  const [busy, setBusy] = useState<string | null>(null);
  const letters = data?.flatMap((page) => page.dead_letters) ?? [];
  const hasMore = Boolean(data?.at(-1)?.next_cursor);
  const pending = letters.filter((letter) => letter.status === 'pending').length;

  async function replay(letter: DeadLetter) {
    setBusy(letter.id);
    try {
      await redriveDeadLetter(letter.id);
      toast({ title: 'Event replayed', description: letter.summary });
    } catch (caught) {
      failed('Replay failed', caught);
    } finally {
      setBusy(null);
      await mutate();
    }
  }

  async function replayAll() {
    setBusy('all');
    try {
      const { redriven, skipped } = await redrivePending();
      toast({ title: `Replayed ${plural(redriven, 'event')}`, description: skipped ? `${plural(skipped, 'event')} skipped.` : undefined });
    } catch (caught) {
      failed('Replay failed', caught);
    } finally {
      setBusy(null);
      await mutate();
    }
  }

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Unprocessed Events"
        description="Events the platform could not process after every retry, with the reason. Fix the cause, then replay them: each one is processed once."
        actions={
          <Button onClick={() => void replayAll()} disabled={busy !== null || pending === 0}>
            <RotateCcw aria-hidden /> Replay All Pending
          </Button>
        }
      />
      <Card className="min-w-0">
        <CardContent>
          {error && !isLoading ? (
            <LoadFailed message="Error loading unprocessed events" onRetry={() => void mutate()} />
          ) : (
            <DataTable
              label="Unprocessed events"
              columns={columnsFor(busy !== null, (chosen) => void replay(chosen))}
              rows={letters}
              getRowId={(letter) => letter.id}
              loading={isLoading}
              loadingLabel="Loading unprocessed events"
              loadingRows={3}
              empty={
                <p className="py-10 text-center text-muted-foreground">
                  No unprocessed events. Everything the store sent has been counted.
                </p>
              }
              loadMore={{ hasMore, onLoadMore: () => void setSize(size + 1), label: 'Load More' }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
