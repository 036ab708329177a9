import type { DeadLetter } from '@app/shared/dead-letter';
import {
  Badge,
  Button,
  Card,
  CardContent,
  formatDateTime,
  LoadFailed,
  PageHeader,
  SkeletonRows,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
  useIsMobile,
} from '@app/ui';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { redriveDeadLetter, redrivePending, useDeadLetters } from '../api/dead-letters';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function failed(title: string, error: unknown) {
  toast({ title, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
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

/**
 * /admin/dead-letters: events the platform could not process after every retry (an order webhook while
 * the database was down, say), with the reason, and a Replay that processes each exactly once.
 */
export function DeadLettersPage() {
  const { data, error, isLoading, size, setSize, mutate } = useDeadLetters();
  const [busy, setBusy] = useState<string | null>(null);
  const isMobile = useIsMobile();
  const letters = data?.flatMap((page) => page.dead_letters) ?? [];
  const hasMore = Boolean(data?.at(-1)?.cursor);
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
          {isLoading ? (
            <SkeletonRows label="Loading unprocessed events" rows={3} rowClassName="h-10" />
          ) : error ? (
            <LoadFailed message="Error loading unprocessed events" onRetry={() => void mutate()} />
          ) : letters.length === 0 ? (
            <p className="py-10 text-center text-muted-foreground">No unprocessed events. Everything the store sent has been counted.</p>
          ) : isMobile ? (
            <ul className="grid gap-4">
              {letters.map((letter) => (
                <li key={letter.id} className="grid gap-1 border-b pb-4 last:border-0 last:pb-0">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-medium">{letter.summary}</p>
                    <StatusBadge letter={letter} />
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {formatDateTime(letter.failed_at)} · {detailsOf(letter)}
                  </p>
                  <p className="text-sm wrap-anywhere">{letter.reason}</p>
                  <div>
                    <ReplayButton letter={letter} disabled={busy !== null} onReplay={(chosen) => void replay(chosen)} />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Failed</TableHead>
                  <TableHead>Event</TableHead>
                  <TableHead>Reason</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {letters.map((letter) => (
                  <TableRow key={letter.id}>
                    <TableCell className="whitespace-nowrap">{formatDateTime(letter.failed_at)}</TableCell>
                    <TableCell>
                      <p className="font-medium">{letter.summary}</p>
                      <p className="text-xs text-muted-foreground">{detailsOf(letter)}</p>
                    </TableCell>
                    <TableCell className="max-w-sm wrap-anywhere">{letter.reason}</TableCell>
                    <TableCell>
                      <StatusBadge letter={letter} />
                    </TableCell>
                    <TableCell className="text-right">
                      <ReplayButton letter={letter} disabled={busy !== null} onReplay={(chosen) => void replay(chosen)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {hasMore && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" onClick={() => void setSize(size + 1)}>
                Load More
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
