import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarGrid, moveFocus } from '../utils/calendarGrid';
import { formatDay, formatMonth } from '../utils/rangeLabel';
import { PlainDate } from '../utils/plainDate';
import { highlightedDays, reduceSelection, type SelectionEvent, type SelectionState } from '../utils/rangeSelection';
import './RangeCalendar.css';

export interface RangeCalendarProps {
  /** The range on screen (first and last day). */
  committed: { first: PlainDate; last: PlainDate };
  today: PlainDate;
  onCommit: (first: PlainDate, last: PlainDate) => void;
  /** Escape with no pending range: the caller closes the popup. */
  onDismiss: () => void;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((d) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, d)),
); // 1 January 2024 was a Monday
const WEEKS = [0, 1, 2, 3, 4, 5];
const within = (d: PlainDate, r: { first: PlainDate; last: PlainDate } | null) =>
  !!r && PlainDate.compare(r.first, d) <= 0 && PlainDate.compare(d, r.last) <= 0;

/**
 * The month calendar: a 42-day grid (6 weeks, Monday first) with the range-selection states of
 * spec 1 section 4. Click or Enter picks the first day, then the last; hovering or moving the focus
 * previews the range; Escape restarts a pending range (a second Escape closes). Arrow keys move
 * by day and week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by year).
 */
export function RangeCalendar({ committed, today, onCommit, onDismiss }: RangeCalendarProps) {
  const { t } = useTranslation('cockpit');
  const [selection, setSelection] = useState<SelectionState>({ status: 'selecting-start', hover: null });
  const [focused, setFocused] = useState<PlainDate>(committed.last);
  const [view, setView] = useState({ year: committed.last.year, month: committed.last.month });
  const gridRef = useRef<HTMLDivElement>(null);
  const focusWithin = useRef(false);

  const dispatch = (event: SelectionEvent) => {
    const result = reduceSelection(selection, event);
    setSelection(result.state);
    if (result.commit) onCommit(result.commit.first, result.commit.last);
    return result;
  };
  const focusDay = (d: PlainDate) => {
    setFocused(d);
    if (d.year !== view.year || d.month !== view.month) setView({ year: d.year, month: d.month });
  };

  useEffect(() => {
    if (!focusWithin.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused, view]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      if (selection.status === 'selecting-start' || selection.status === 'not-selecting') onDismiss();
      else dispatch({ type: 'escape' });
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      dispatch({ type: 'pick', date: focused });
      return;
    }
    const next = moveFocus(focused, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    focusWithin.current = true;
    focusDay(next);
    dispatch({ type: 'hover', date: next });
  };

  const shiftMonth = (months: number) => {
    const first = PlainDate.from({ ...view, day: 1 }).add({ months });
    setView({ year: first.year, month: first.month });
    setFocused(first);
  };

  const shown = highlightedDays(selection, committed);
  const grid = calendarGrid(view.year, view.month);
  const hint =
    selection.status === 'selected-start' || selection.status === 'selecting-end'
      ? t('range.pickLast')
      : t('range.pickFirst');

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap={4}>
        <ActionIcon
          variant="subtle"
          color="secondary"
          aria-label={t('range.previousMonth')}
          onClick={() => shiftMonth(-1)}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Text fw={600} size="sm" aria-live="polite">
          {formatMonth(view.year, view.month)}
        </Text>
        <ActionIcon variant="subtle" color="secondary" aria-label={t('range.nextMonth')} onClick={() => shiftMonth(1)}>
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
      <div
        ref={gridRef}
        role="grid"
        aria-label={formatMonth(view.year, view.month)}
        className="penstock-cal-grid"
        data-selection={selection.status}
        onKeyDown={onKeyDown}
        onFocus={() => (focusWithin.current = true)}
        onBlur={() => (focusWithin.current = false)}
      >
        <div role="row" style={{ display: 'contents' }}>
          {WEEKDAYS.map((w) => (
            <div key={w} role="columnheader" className="penstock-cal-weekday">
              {w}
            </div>
          ))}
        </div>
        {WEEKS.map((week) => (
          <div key={week} role="row" style={{ display: 'contents' }}>
            {grid.slice(week * 7, week * 7 + 7).map(({ date, inMonth }) => {
              const inRange = within(date, shown);
              return (
                <button
                  key={date.toString()}
                  type="button"
                  role="gridcell"
                  className="penstock-cal-day"
                  tabIndex={date.equals(focused) ? 0 : -1}
                  aria-selected={inRange}
                  aria-label={formatDay(date)}
                  data-date={date.toString()}
                  data-autofocus={date.equals(focused) ? true : undefined}
                  data-outside={inMonth ? undefined : ''}
                  data-in-range={inRange ? '' : undefined}
                  data-first={shown && date.equals(shown.first) ? '' : undefined}
                  data-last={shown && date.equals(shown.last) ? '' : undefined}
                  data-today={date.equals(today) ? '' : undefined}
                  onMouseEnter={() => dispatch({ type: 'hover', date })}
                  onClick={() => {
                    setFocused(date);
                    dispatch({ type: 'pick', date });
                  }}
                >
                  {date.day}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <Text size="xs" c="dimmed" data-testid="range-hint">
        {hint}
      </Text>
    </Stack>
  );
}
