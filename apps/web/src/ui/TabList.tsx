import { Tabs, type TabsListProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The tab bar of a Mantine `Tabs` from its tab values, each tab labelled by `label` (e.g. a translation). */
export function TabList<K extends string>({
  tabs,
  label,
  ...listProps
}: { tabs: readonly K[]; label: (tab: K) => ReactNode } & Omit<TabsListProps, 'children'>) {
  return (
    <Tabs.List {...listProps}>
      {tabs.map((k) => (
        <Tabs.Tab key={k} value={k}>
          {label(k)}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
