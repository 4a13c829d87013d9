import { Tabs } from '@mantine/core';

/** The tab buttons of a `Tabs`, one per key (its value), each named by `label`. */
export function TabsList<K extends string>({ tabs, label }: { tabs: readonly K[]; label: (key: K) => string }) {
  return (
    <Tabs.List>
      {tabs.map((k) => (
        <Tabs.Tab key={k} value={k}>
          {label(k)}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
