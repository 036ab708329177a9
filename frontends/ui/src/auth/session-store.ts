import { useEffect, useSyncExternalStore } from 'react';

/** Whether someone is signed in; 'loading' until the stored session has been read at start. */
export type AuthSession = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; userId: string };

/** Until the stored session is read, and always on the server: a page the server rendered hydrates in the session it was rendered in. */
const LOADING: AuthSession = { status: 'loading' };

let current: AuthSession = LOADING;
const listeners = new Set<() => void>();
let sessionWanted: () => void = () => undefined;

/** What reads the stored session, the first time a screen asks for it (the auth client, once configured). */
export function onSessionWanted(read: () => void): void {
  sessionWanted = read;
}

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
  useEffect(() => sessionWanted(), []);
  return useSyncExternalStore(subscribeAuthSession, getAuthSession, () => LOADING);
}
