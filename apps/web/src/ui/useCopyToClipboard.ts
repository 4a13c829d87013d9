import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '@penstock/domain';

export type CopyState = 'idle' | 'busy' | 'success' | 'error';

/** Clipboard copy with the spec's states; success or error shows for 1500 ms, then idle again. */
export function useCopyToClipboard() {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string): Promise<boolean> => {
    setState('busy');
    let ok = false;
    try {
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      ok = false;
    }
    setState(ok ? 'success' : 'error');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
    return ok;
  }, []);
  return { state, copy };
}
