import { useEffect, useSyncExternalStore } from 'react';

/**
 * The zone a screen shows its times in, when the screen decides it rather than the market-zone
 * rule (Actions shows each task's times in the task's own zone). `null`: the screen shows no
 * times, so the shell's timezone tag has nothing to say. Undefined: the usual rule applies.
 */
export type ScreenTimezone = { timezone: string; source: 'tasks' } | null;

let current: ScreenTimezone | undefined;
const listeners = new Set<() => void>();
const set = (value: ScreenTimezone | undefined) => {
  current = value;
  listeners.forEach((l) => l());
};

/** A screen declares its zone while it is mounted. */
export function useDeclareScreenTimezone(zone: ScreenTimezone | undefined): void {
  const key = zone === null ? 'none' : zone ? `${zone.source}:${zone.timezone}` : undefined;
  useEffect(() => {
    if (key === undefined) return;
    set(zone);
    return () => set(undefined);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** What the mounted screen declared (read by the timezone tag). */
export const useScreenTimezone = (): ScreenTimezone | undefined =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
