import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_TICK_MS } from '@app/shared/platform';

/**
 * Copies text and reports `copied` for COPY_TICK_MS (the 2-second tick of spec part 1, section 9),
 * so a button can show a check mark before returning to its idle state.
 */
export function useCopyToClipboard(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_TICK_MS);
    return true;
  }, []);

  return { copied, copy };
}
