import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError } from '@app/ui/api';
import { Toaster } from '../components/toast';
import { ProgramDocumentTitle } from '../features/branding/components/program-document-title';

/** A 4xx will answer the same on a second try; retry only failures that may pass (network, 5xx). */
const onErrorRetry: SWRConfiguration['onErrorRetry'] = (error, _key, config, revalidate, { retryCount }) => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
  if (retryCount >= 3) return;
  setTimeout(() => void revalidate({ retryCount }), config.errorRetryInterval * 2 ** (retryCount - 1));
};

// No cache `provider`: swr's default cache is module-level, and swr is a shared singleton, so the
// profile a page loaded stays cached when another micro-frontend mounts.
const swrConfig: SWRConfiguration = { onErrorRetry };

/**
 * What every application's tree sits in (an area's, below its router): swr settings, toasts, the tab's
 * title. A page rendered on the server (ui/src/server) passes the data it rendered as swr's `fallback`,
 * which it shows as loaded, as the browser does with the data the page embeds.
 */
export function AppServices({ children, fallback }: { children: ReactNode; fallback?: Record<string, unknown> }) {
  return (
    <SWRConfig value={fallback ? { ...swrConfig, fallback, revalidateOnMount: false } : swrConfig}>
      <ProgramDocumentTitle />
      {children}
      <Toaster />
    </SWRConfig>
  );
}
