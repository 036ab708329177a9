import { useSyncExternalStore } from 'react';

/**
 * The admin's Students / Fundraisers mode, kept in local storage under the key the earlier product
 * used. A store with subscribers replaces its 100 ms polling: the sidebar and the ambassadors
 * screen re-render when it changes, in this tab or another.
 */
const STORAGE_KEY = 'adminManagingFundraisers';
const listeners = new Set<() => void>();
/** Used when local storage is unavailable (some private modes), so the switch still works on this page. */
let unsavedValue = false;

function read(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return unsavedValue;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setManagingFundraisers(value: boolean): void {
  unsavedValue = value;
  try {
    window.localStorage.setItem(STORAGE_KEY, String(value));
  } catch {
    // Kept in unsavedValue instead.
  }
  listeners.forEach((listener) => listener());
}

export function useManagingFundraisers(): boolean {
  return useSyncExternalStore(subscribe, read);
}
