import type { CodeSyncStats } from '@app/shared/code-sync';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Label, Switch, toast } from '@app/ui';
import { CloudUpload, Play, RefreshCw, RotateCcw, Wifi } from 'lucide-react';
import { useId, useState } from 'react';
import { useAutoSync, useSetAutoSync } from '../api/auto-sync';
import { bulkSyncCodes } from '../api/bulk-sync-codes';
import { checkStoreConnection } from '../api/check-store-connection';
import { useRevalidateCodeSync } from '../api/code-sync-keys';
import { processPendingSyncs } from '../api/process-pending-syncs';
import { retryFailedSyncs } from '../api/retry-failed-syncs';
import { failureReason } from '../failure-reason';

const failed = (description: string, error: unknown) => toast({ title: 'Error', description, variant: 'destructive', error });

/** The server already says "Connection failed: …" when the store cannot be reached; other failures get the prefix here. */
const connectionFailure = (reason: string) => (reason.startsWith('Connection failed') ? reason : `Connection failed: ${reason}`);

function AutoSyncSwitch() {
  const { data: enabled } = useAutoSync();
  const setAutoSync = useSetAutoSync();
  const [saving, setSaving] = useState(false);
  const id = useId();

  async function save(next: boolean) {
    setSaving(true);
    try {
      await setAutoSync(next);
      toast({ title: 'Auto-sync Updated', description: `Auto-sync on signup ${next ? 'enabled' : 'disabled'}` });
    } catch (error) {
      failed('Failed to update auto-sync setting', error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>Auto-sync on signup</Label>
        <p className="text-sm text-muted-foreground">Create each new ambassador&apos;s code in Shopify as soon as they sign up.</p>
      </div>
      <Switch id={id} checked={enabled ?? false} disabled={enabled === undefined || saving} onCheckedChange={(next) => void save(next)} />
    </div>
  );
}

/** The Sync Actions card: the auto-sync toggle and the sync buttons, each disabling them all while it runs. */
export function SyncActionsCard({ stats }: { stats: CodeSyncStats | undefined }) {
  const revalidate = useRevalidateCodeSync();
  const [busy, setBusy] = useState(false);
  const pending = stats?.pending ?? 0;
  const failedCount = stats?.failed ?? 0;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      // Whatever the answer, the store may have taken some codes: the counts and records are reloaded.
      await revalidate();
      setBusy(false);
    }
  }

  const processPending = () =>
    run(async () => {
      try {
        toast({ title: `Processed ${await processPendingSyncs()} pending syncs` });
      } catch (error) {
        failed(`Failed to process pending syncs: ${failureReason(error)}`, error);
      }
    });

  const bulkSync = () =>
    run(async () => {
      try {
        toast({ title: `Synced ${await bulkSyncCodes()} codes` });
      } catch (error) {
        failed(`Failed to bulk sync codes: ${failureReason(error)}`, error);
      }
    });

  const retryFailed = () =>
    run(async () => {
      try {
        toast({ title: `Retried ${await retryFailedSyncs()} failed syncs` });
      } catch (error) {
        failed(`Failed to retry failed syncs: ${failureReason(error)}`, error);
      }
    });

  const checkConnection = () =>
    run(async () => {
      try {
        const { shop, version } = await checkStoreConnection();
        toast({ title: 'Shopify Connected', description: `Shop: ${shop.name || 'Unknown'} · API version: ${version}` });
      } catch (error) {
        failed(connectionFailure(failureReason(error)), error);
      }
    });

  const refresh = () => run(() => Promise.resolve());

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Sync Actions</CardTitle>
        <CardDescription>Send ambassadors&apos; discount codes to Shopify and check the store connection.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AutoSyncSwitch />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void processPending()} disabled={busy || pending === 0}>
            <Play aria-hidden /> Process Pending ({pending})
          </Button>
          <Button variant="outline" onClick={() => void bulkSync()} disabled={busy}>
            <CloudUpload aria-hidden /> Bulk Sync All Codes
          </Button>
          {failedCount > 0 && (
            <Button variant="outline" onClick={() => void retryFailed()} disabled={busy}>
              <RotateCcw aria-hidden /> Retry Failed ({failedCount})
            </Button>
          )}
          <Button variant="outline" onClick={() => void checkConnection()} disabled={busy}>
            <Wifi aria-hidden /> Check Connection
          </Button>
          <Button variant="outline" onClick={() => void refresh()} disabled={busy}>
            <RefreshCw aria-hidden className={busy ? 'animate-spin' : undefined} /> Refresh
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
