import { useState } from 'react';

/**
 * Mantine's Menu is not needed before the first chart (it is ~6 KB gzip of the cockpit's 300 KB
 * first-screen budget), so a menu renders its plain target first: hover or focus fetches the menu's
 * code (`preload`, without re-rendering, so no click is lost to a remount), and a click mounts the
 * loaded menu opened.
 */
export function useDeferredMenu(preload: () => Promise<unknown>) {
  const [opened, setOpened] = useState(false);
  const warm = () => void preload().catch(() => undefined); // a failed fetch is retried (and reported) by the click
  return {
    /** Clicked once: render the loaded menu, opened. */
    opened,
    targetProps: { onMouseEnter: warm, onFocus: warm, onClick: () => setOpened(true) },
  };
}
