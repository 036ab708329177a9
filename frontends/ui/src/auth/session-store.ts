import { useSyncExternalStore } from 'react';

/** Whether someone is signed in; 'loading' until the stored session has been read at start. */
export type AuthSession = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; userId: string };

let current: AuthSession = { status: 'loading' };
const listeners = new Set<() => void>();

export function getAuthSession(): AuthSession {
  return current;
}

export function setAuthSession(next: AuthSession): void {
  const unchanged =
    next.status === current.status && (next.status !== 'signed-in' || (current.status === 'signed-in' && current.userId === next.userId));
  if (unchanged) return;
  current = next;
  listeners.forEach((listener) => listener());
}

export function subscribeAuthSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, re-rendering on sign-in, sign-out and a failed refresh, in whichever micro-frontend asks. */
export function useAuthSession(): AuthSession {
  return useSyncExternalStore(subscribeAuthSession, getAuthSession);
}
