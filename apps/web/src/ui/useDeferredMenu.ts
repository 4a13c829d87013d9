import { useState } from 'react';

/**
 * Mantine's Menu is not needed before the first chart (it is ~6 KB gzip of the cockpit's 300 KB
 * first-screen budget), so a menu renders its plain target first and loads its code on the first
 * hover, focus or click; a click opens it as soon as it has loaded.
 */
export function useDeferredMenu() {
  const [state, setState] = useState<'idle' | 'load' | 'open'>('idle');
  const load = () => setState((s) => (s === 'idle' ? 'load' : s));
  return {
    loaded: state !== 'idle',
    openOnLoad: state === 'open',
    targetProps: { onMouseEnter: load, onFocus: load, onClick: () => setState('open') },
  };
}
