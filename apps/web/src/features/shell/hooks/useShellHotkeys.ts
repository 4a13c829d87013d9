import { useEffect, useRef } from 'react';

export interface ShellHotkeyActions {
  help: () => void;
  nextPlant: () => void;
  previousPlant: () => void;
  /** Undefined when the user has only one portfolio: the O keys do nothing then. */
  nextPortfolio?: () => void;
  previousPortfolio?: () => void;
}

function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    !!target.closest('[role="dialog"]')
  );
}

/** ? help, P / Shift+P plants, O / Shift+O portfolios; ignored while typing or inside a dialog. */
export function useShellHotkeys(actions: ShellHotkeyActions): void {
  const ref = useRef(actions);
  ref.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || typingInto(event.target)) return;
      const a = ref.current;
      const key = event.key.toLowerCase();
      let action: (() => void) | undefined;
      if (event.key === '?') action = a.help;
      else if (key === 'p') action = event.shiftKey ? a.previousPlant : a.nextPlant;
      else if (key === 'o') action = event.shiftKey ? a.previousPortfolio : a.nextPortfolio;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
