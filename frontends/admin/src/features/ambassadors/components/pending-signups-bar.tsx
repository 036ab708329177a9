import { MAX_BULK_DELETE, type AmbassadorRow } from '@app/shared/ambassadors';
import { formatCount } from '@app/shared/platform';
import { Button, ConfirmDeleteDialog } from '@app/ui';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useBulkDeleteSignups } from '../api/bulk-delete-signups';

const signUps = (count: number) => `${formatCount(count)} pending sign-up${count === 1 ? '' : 's'}`;

/** Deletes the sign-ups in requests of at most MAX_BULK_DELETE; what the server left alone comes back as skipped. */
function useDeleteSignups() {
  const bulkDelete = useBulkDeleteSignups();
  return async (userIds: string[]) => {
    const deleted: string[] = [];
    const skipped: { user_id: string; reason: string }[] = [];
    for (let start = 0; start < userIds.length; start += MAX_BULK_DELETE) {
      const answer = await bulkDelete(userIds.slice(start, start + MAX_BULK_DELETE));
      deleted.push(...answer.deleted);
      skipped.push(...answer.skipped);
    }
    if (deleted.length === 0 && skipped.length > 0) throw new Error(skipped[0]!.reason);
    return { deleted, skipped };
  };
}

interface PendingSignupsBarProps {
  /** The pending sign-ups the list shows now (after search and filters). */
  pending: AmbassadorRow[];
  selectedIds: string[];
  onSelectedIdsChange: (selectedIds: string[]) => void;
}

/**
 * Above the ambassadors list while sign-ups await approval: select them all, or those ticked in the list,
 * and delete them at once, so junk sign-ups cannot bury the queue. Only sign-ups awaiting approval can be
 * selected; the server refuses any other.
 */
export function PendingSignupsBar({ pending, selectedIds, onSelectedIdsChange }: PendingSignupsBarProps) {
  const deleteSignups = useDeleteSignups();
  const [confirming, setConfirming] = useState<AmbassadorRow[] | null>(null);
  // What the last deletion did, for its toast.
  const outcome = useRef('');
  if (pending.length === 0) return null;
  const selected = pending.filter((ambassador) => selectedIds.includes(ambassador.user_id));

  return (
    <div
      role="region"
      aria-label="Pending sign-ups"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm"
    >
      <p className="font-medium" aria-live="polite">
        {selected.length > 0 ? `${formatCount(selected.length)} of ${signUps(pending.length)} selected` : signUps(pending.length)}
      </p>
      <div className="flex flex-wrap gap-2">
        {selected.length < pending.length && (
          <Button variant="outline" size="sm" onClick={() => onSelectedIdsChange(pending.map((ambassador) => ambassador.user_id))}>
            Select all pending
          </Button>
        )}
        {selected.length > 0 && (
          <>
            <Button variant="outline" size="sm" onClick={() => onSelectedIdsChange([])}>
              Clear selection
            </Button>
            <Button variant="destructive" size="sm" onClick={() => setConfirming(selected)}>
              <Trash2 aria-hidden />
              Delete Selected ({formatCount(selected.length)})
            </Button>
          </>
        )}
      </div>
      <ConfirmDeleteDialog
        item={confirming}
        title="Delete Pending Sign-ups"
        description={(chosen) => (
          <>
            Are you sure you want to delete <span className="font-medium text-foreground">{signUps(chosen.length)}</span>? This permanently
            removes their accounts and everything they sent with their application. This cannot be undone.
          </>
        )}
        onConfirm={async (chosen) => {
          const { deleted, skipped } = await deleteSignups(chosen.map((ambassador) => ambassador.user_id));
          onSelectedIdsChange([]);
          const left = skipped.length > 0 ? ` ${formatCount(skipped.length)} could not be deleted: ${skipped[0]!.reason}` : '';
          outcome.current = `${signUps(deleted.length)} deleted for good.${left}`;
        }}
        success={() => ({ title: 'Sign-ups Deleted', description: outcome.current })}
        failure="Failed to delete user. Please try again."
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}
