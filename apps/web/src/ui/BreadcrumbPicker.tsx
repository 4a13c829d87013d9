import { Button, Combobox, Group, Loader, ScrollArea, Text, UnstyledButton, useCombobox } from '@mantine/core';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import { useState } from 'react';
import { PICKER_SEARCH_FROM } from '@penstock/domain';

export interface PickerItem {
  id: string;
  label: string;
}

export interface BreadcrumbPickerProps {
  /** What is picked, for screen readers: "Portfolio", "Plant". */
  kind: string;
  items: PickerItem[] | undefined;
  selectedId: string | undefined;
  status: 'pending' | 'error' | 'success';
  emptyText: string;
  errorText: string;
  placeholder: string;
  searchPlaceholder: string;
  retryLabel: string;
  onRetry: () => void;
  onSelect: (id: string) => void;
}

/** A breadcrumb item that opens a list to switch to; a search box from 3 items; empty and failure states. */
export function BreadcrumbPicker(props: BreadcrumbPickerProps) {
  const { kind, items = [], selectedId, status } = props;
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () =>
      items.length >= PICKER_SEARCH_FROM ? combobox.focusSearchInput() : combobox.selectFirstOption(),
  });
  const selected = items.find((i) => i.id === selectedId);
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? items.filter((i) => i.label.toLowerCase().includes(needle) || i.id.toLowerCase().includes(needle))
    : items;

  return (
    <Combobox
      store={combobox}
      width={280}
      position="bottom-start"
      onOptionSubmit={(id) => {
        combobox.closeDropdown();
        if (id !== selectedId) props.onSelect(id);
      }}
    >
      <Combobox.Target withAriaAttributes={false}>
        <UnstyledButton
          onClick={() => combobox.toggleDropdown()}
          aria-label={`${kind}: ${selected?.label ?? props.placeholder}`}
          aria-haspopup="listbox"
          aria-expanded={combobox.dropdownOpened}
          px={6}
          py={2}
          style={{ borderRadius: 4 }}
        >
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600} c={selected ? undefined : 'dimmed'} truncate maw={220}>
              {selected?.label ?? props.placeholder}
            </Text>
            {status === 'pending' ? <Loader size={12} aria-hidden /> : <IconSelector size={14} aria-hidden />}
          </Group>
        </UnstyledButton>
      </Combobox.Target>
      <Combobox.Dropdown>
        {items.length >= PICKER_SEARCH_FROM && (
          <Combobox.Search
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            placeholder={props.searchPlaceholder}
            aria-label={props.searchPlaceholder}
          />
        )}
        <Combobox.Options aria-label={kind}>
          <ScrollArea.Autosize mah={300} type="scroll">
            {status === 'error' ? (
              <Group justify="space-between" p="xs" gap="xs" role="alert">
                <Text size="sm" c="destructive.7">
                  {props.errorText}
                </Text>
                <Button size="compact-xs" variant="outline" onClick={props.onRetry}>
                  {props.retryLabel}
                </Button>
              </Group>
            ) : status === 'pending' ? (
              <Group p="xs" role="status" aria-label="Loading">
                <Loader size="xs" aria-hidden />
              </Group>
            ) : shown.length === 0 ? (
              <Combobox.Empty>{props.emptyText}</Combobox.Empty>
            ) : (
              shown.map((item) => (
                <Combobox.Option value={item.id} key={item.id} active={item.id === selectedId}>
                  <Group gap="xs" wrap="nowrap">
                    {item.id === selectedId ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />}
                    <span>{item.label}</span>
                  </Group>
                </Combobox.Option>
              ))
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
