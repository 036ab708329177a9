import { codeSync } from '@app/shared/contracts';
import type { CodeSyncStats } from '@app/shared/code-sync';
import { api } from '@app/ui/api';
import useSWR from 'swr';
import { codeSyncKey } from './code-sync-keys';

/** The four counts: total codes, synced, pending, failed. */
export function getCodeSyncStats(): Promise<CodeSyncStats> {
  return api(codeSync.getCodeSyncStats);
}

export const codeSyncStatsKey = codeSyncKey('stats');

export function useCodeSyncStats() {
  return useSWR<CodeSyncStats, Error>(codeSyncStatsKey, getCodeSyncStats);
}
