import { useEffect, useState } from 'react';

/** How long a plant must stay hovered or focused before the side panel switches to it. */
export const SELECTION_SETTLE_MS = 300;

/**
 * The plant the side panel shows: the last one hovered or focused for a moment. It stays when the
 * pointer leaves, so the user can move into the panel; passing over markers loads nothing.
 */
export function useStickySelection(highlighted: string | null): string | null {
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setSelected(highlighted), SELECTION_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  return selected;
}
