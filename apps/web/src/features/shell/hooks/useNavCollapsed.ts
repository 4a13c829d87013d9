import { useCallback, useState } from 'react';
import { readSession, writeSession } from '@/app/localMemory';

/** Collapse state of the left navigation, remembered for the browser session. */
export function useNavCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => readSession('navCollapsed') === '1');
  const toggle = useCallback(() => {
    setCollapsed((c) => {
      writeSession('navCollapsed', c ? '0' : '1');
      return !c;
    });
  }, []);
  return [collapsed, toggle];
}
