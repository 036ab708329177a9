import { FLAG_REASON_LABELS, type FlaggedOrder } from '@app/shared/orders';
import { formatDollars } from '@app/shared/platform';
import {
  Badge,
  Button,
  DataTable,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  formatDate,
  formatDateTime,
  LoadFailed,
  SelectField,
  Textarea,
  Label,
  toast,
  TruncatedText,
  type DataTableColumn,
} from '@app/ui';
import { useId, useMemo, useState } from 'react';
import { useUrlFilters, type UrlFilter } from '../../../lib/use-url-filters';
import { decideOrderFlag, useOrderFlags } from '../api/order-flags';

type Decision = 'clear' | 'void';
const LOAD_FAILED = 'Failed to fetch flagged orders';
const NOTE_MAX = 500;

const orderName = (flagged: FlaggedOrder) => flagged.order_reference || flagged.order_id;
const ambassadorName = (flagged: FlaggedOrder) =>
  flagged.ambassador ? `${flagged.ambassador.first_name} ${flagged.ambassador.last_name}`.trim() : 'Former ambassador';

const DECISIONS: Record<
  Decision,
  { title: string; button: string; busy: string; done: string; explain: (flagged: FlaggedOrder) => string }
> = {
  clear: {
    title: 'Clear Flag',
    button: 'Clear',
    busy: 'Clearing...',
    done: 'Flag Cleared',
    explain: (flagged) =>
      `Order ${orderName(flagged)} will count for ${ambassadorName(flagged)}: its shirts, sales and ${formatDollars(flagged.commission_held)} of commission.`,
  },
  void: {
    title: 'Void Order',
    button: 'Void',
    busy: 'Voiding...',
    done: 'Order Voided',
    explain: (flagged) => `Order ${orderName(flagged)} will never count for ${ambassadorName(flagged)}, and earns no commission.`,
  },
};

/** Clear or Void, after asking: the decision and an optional note are kept with the order. */
function DecisionDialog({
  chosen,
  onClose,
  onDecided,
}: {
  chosen: { flagged: FlaggedOrder; decision: Decision } | null;
  onClose: () => void;
  onDecided: () => void;
}) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const close = () => {
    setNote('');
    onClose();
  };

  async function confirm({ flagged, decision }: { flagged: FlaggedOrder; decision: Decision }) {
    setBusy(true);
    try {
      await decideOrderFlag(flagged.order_id, { decision, note: note.trim() || null });
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : 'Failed to decide the flag',
        variant: 'destructive',
        error,
      });
      return;
    } finally {
      setBusy(false);
    }
    toast({ title: DECISIONS[decision].done, description: `${orderName(flagged)}: ${DECISIONS[decision].explain(flagged)}` });
    onDecided();
    close();
  }

  const copy = chosen ? DECISIONS[chosen.decision] : undefined;
  return (
    <Dialog open={chosen !== null} onOpenChange={(open) => !open && !busy && close()}>
      <DialogContent role="alertdialog">
        {chosen && copy && (
          <>
            <DialogHeader>
              <DialogTitle>{copy.title}</DialogTitle>
              <DialogDescription>{copy.explain(chosen.flagged)}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor={noteId}>Note (optional)</Label>
              <Textarea
                id={noteId}
                value={note}
                maxLength={NOTE_MAX}
                rows={3}
                onChange={(event) => setNote(event.target.value)}
                disabled={busy}
              />
            </div>
            <DialogFooter>
              <Button variant="outline" disabled={busy} onClick={close}>
                Cancel
              </Button>
              <Button variant={chosen.decision === 'void' ? 'destructive' : 'default'} disabled={busy} onClick={() => void confirm(chosen)}>
                {busy ? copy.busy : copy.button}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function columns(onDecide: (flagged: FlaggedOrder, decision: Decision) => void): DataTableColumn<FlaggedOrder>[] {
  return [
    { id: 'date', header: 'Date', cell: (flagged) => (flagged.order_date ? formatDate(flagged.order_date) : '–') },
    { id: 'order', header: 'Order', className: 'font-medium', cardSlot: 'title', cell: orderName },
    {
      id: 'ambassador',
      header: 'Ambassador',
      truncate: true,
      cardSlot: 'wide',
      cell: (flagged) => (
        <>
          <TruncatedText>{ambassadorName(flagged)}</TruncatedText>
          {flagged.buyer_email && (
            <TruncatedText className="text-xs text-muted-foreground">{`Buyer: ${flagged.buyer_email}`}</TruncatedText>
          )}
        </>
      ),
    },
    {
      id: 'reasons',
      header: 'Why',
      cardSlot: 'wide',
      // The reasons are sentences: they wrap, so the decision's buttons stay in view at 1280 px.
      className: 'min-w-40 whitespace-normal',
      cell: (flagged) => (
        <ul className="grid gap-0.5 text-sm">
          {flagged.flag.reasons.map((reason) => (
            <li key={reason}>{FLAG_REASON_LABELS[reason]}</li>
          ))}
        </ul>
      ),
    },
    { id: 'amount', header: 'Amount', align: 'end', cell: (flagged) => formatDollars(flagged.order_amount) },
    {
      id: 'commission',
      header: 'Commission held',
      align: 'end',
      headClassName: 'whitespace-normal',
      cell: (flagged) => formatDollars(flagged.commission_held),
    },
    {
      id: 'actions',
      header: 'Decision',
      hideHeader: true,
      cardSlot: 'actions',
      cell: (flagged) =>
        flagged.flag.status === 'held' ? (
          <div className="flex justify-end gap-2">
            <Button size="sm" aria-label={`Clear ${orderName(flagged)}`} onClick={() => onDecide(flagged, 'clear')}>
              Clear
            </Button>
            <Button size="sm" variant="outline" aria-label={`Void ${orderName(flagged)}`} onClick={() => onDecide(flagged, 'void')}>
              Void
            </Button>
          </div>
        ) : (
          <div className="grid justify-items-end gap-1 text-right text-xs text-muted-foreground">
            <Badge variant={flagged.flag.status === 'cleared' ? 'success' : 'destructive'}>
              {flagged.flag.status === 'cleared' ? 'Cleared' : 'Voided'}
            </Badge>
            <span>{`By ${flagged.flag.decided_by_name ?? 'an admin'}, ${flagged.flag.decided_at ? formatDateTime(flagged.flag.decided_at) : ''}`}</span>
            {flagged.flag.note && <TruncatedText className="max-w-56">{flagged.flag.note}</TruncatedText>}
            {flagged.flag.status === 'cleared' && (
              <Button size="sm" variant="outline" aria-label={`Void ${orderName(flagged)}`} onClick={() => onDecide(flagged, 'void')}>
                Void
              </Button>
            )}
          </div>
        ),
    },
  ];
}

const isFlagStatus = (value: string): value is 'held' | 'decided' => value === 'held' || value === 'decided';

/** Which flags are shown, in the address as ?flags=decided (useUrlFilters) unless it is the default, those waiting. */
const FILTERS = { status: { param: 'flags', initial: 'held', accepts: isFlagStatus } } satisfies Record<string, UrlFilter>;

/**
 * The Flags tab (issue 25): orders held because the buyer's e-mail is the ambassador's own, or because one
 * buyer placed too many with the code in a day. A held order counts for nobody until an admin clears it;
 * voided, it never does. Decided flags stay listed with who decided, when and their note.
 */
export function FlagsView() {
  const [{ status }, change] = useUrlFilters(FILTERS);
  const [chosen, setChosen] = useState<{ flagged: FlaggedOrder; decision: Decision } | null>(null);
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useOrderFlags(status);
  const flags = useMemo(() => (data ?? []).flatMap((page) => page.flags), [data]);
  const hasMore = Boolean(data?.[data.length - 1]?.next_cursor);
  const loadingMore = isValidating && data !== undefined && data.length < size;
  const tableColumns = useMemo(() => columns((flagged, decision) => setChosen({ flagged, decision })), []);

  return (
    <div className="grid min-w-0 gap-4">
      <p className="text-sm text-muted-foreground">
        A flagged order earns no commission and adds no shirts to its ambassador or campaign until you clear it.
      </p>
      <SelectField
        label="Show"
        value={status}
        onChange={(event) => isFlagStatus(event.target.value) && change({ status: event.target.value })}
        options={[
          { value: 'held', label: 'Waiting for a decision' },
          { value: 'decided', label: 'Decided' },
        ]}
        className="sm:max-w-xs"
      />
      {error && flags.length === 0 ? (
        <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />
      ) : (
        <DataTable
          label="Flagged orders"
          columns={tableColumns}
          rows={flags}
          getRowId={(flagged) => flagged.order_id}
          loading={isLoading}
          loadingLabel="Loading flagged orders"
          empty={
            <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
              {status === 'held' ? 'No orders are waiting for a decision' : 'No flags decided yet'}
            </p>
          }
          loadMore={{ hasMore, loading: loadingMore, onLoadMore: () => void setSize(size + 1) }}
        />
      )}
      <DecisionDialog chosen={chosen} onClose={() => setChosen(null)} onDecided={() => void mutate()} />
    </div>
  );
}
