import { codeSync } from '@app/shared/contracts';
import type { CodeSyncRecord, CodeSyncStatus } from '@app/shared/code-sync';
import { api } from '@app/ui/api';
import useSWR from 'swr';
import { codeSyncKey } from './code-sync-keys';

/** The sync records with their ambassador's profile: those of one status, or all when none is given. */
export async function listCodeSyncRecords(status?: CodeSyncStatus): Promise<CodeSyncRecord[]> {
  return (await api(codeSync.listCodeSyncRecords, { query: { status } })).records;
}

export const codeSyncRecordsKey = (status?: CodeSyncStatus) => codeSyncKey('records', status ?? 'all');

export function useCodeSyncRecords(status?: CodeSyncStatus) {
  return useSWR<CodeSyncRecord[], Error>(codeSyncRecordsKey(status), () => listCodeSyncRecords(status));
}
