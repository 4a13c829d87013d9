import { describe, expect, it } from 'vitest';
import { filterRows, formatStatusParam, parseStatusParam, sortRows, toggleStatus } from './listFilter';

const OPTIONS = ['Active', 'Inactive'];
const rows = [
  { name: 'Check-Data-Quality', status: 'Active', id: 7 },
  { name: 'optimise', status: 'Inactive', id: 8 },
];

describe('status selection', () => {
  it('reads and writes the query value', () => {
    expect(parseStatusParam(undefined, OPTIONS)).toBe('all');
    expect(parseStatusParam('none', OPTIONS)).toBe('none');
    expect(parseStatusParam('Inactive', OPTIONS)).toEqual(['Inactive']);
    expect(parseStatusParam('Inactive,Active', OPTIONS)).toBe('all');
    expect(parseStatusParam('Bogus', OPTIONS)).toBe('all');
    expect(formatStatusParam('all')).toBeUndefined();
    expect(formatStatusParam('none')).toBe('none');
    expect(formatStatusParam(['Active'])).toBe('Active');
  });
  it('a click from all picks one; toggling to every status collapses to all, to nothing gives none', () => {
    expect(toggleStatus('all', 'Inactive', OPTIONS)).toEqual(['Inactive']);
    expect(toggleStatus(['Inactive'], 'Active', OPTIONS)).toBe('all');
    expect(toggleStatus(['Inactive'], 'Inactive', OPTIONS)).toBe('none');
    expect(toggleStatus('none', 'Active', OPTIONS)).toEqual(['Active']);
  });
});

describe('filterRows', () => {
  const status = (selection: Parameters<typeof toggleStatus>[0]) => ({
    of: (r: (typeof rows)[number]) => r.status,
    selection,
  });
  const search = (text: string) => ({ text, fields: (r: (typeof rows)[number]) => [r.name, r.id] });
  it('filters by status: all, none, some', () => {
    expect(filterRows(rows, { status: status('all') })).toHaveLength(2);
    // None clears the choice: no state is asked for, so the state keeps no row out (issue 27 item 17)
    expect(filterRows(rows, { status: status('none') })).toHaveLength(2);
    expect(filterRows(rows, { status: status('none'), search: search('optimise') })).toHaveLength(1);
    expect(filterRows(rows, { status: status(['Inactive']) }).map((r) => r.name)).toEqual(['optimise']);
  });
  it('searches the named fields case-insensitively, trimmed', () => {
    expect(filterRows(rows, { search: search('  data-QUALITY ') }).map((r) => r.name)).toEqual(['Check-Data-Quality']);
    expect(filterRows(rows, { search: search('8') }).map((r) => r.name)).toEqual(['optimise']);
    expect(filterRows(rows, { search: search('zzz') })).toEqual([]);
    expect(filterRows(rows, { search: search(''), status: status(['Active']) })).toHaveLength(1);
  });
});

describe('sortRows', () => {
  const sortable = [
    { n: 'b', v: 2 },
    { n: 'A', v: null },
    { n: 'c', v: 10 },
    { n: 'a', v: 2 },
  ];
  it('orders numbers numerically and text case-insensitively, nulls last both ways, stable', () => {
    expect(sortRows(sortable, (r) => r.v, 'asc').map((r) => r.n)).toEqual(['b', 'a', 'c', 'A']);
    expect(sortRows(sortable, (r) => r.v, 'desc').map((r) => r.n)).toEqual(['c', 'b', 'a', 'A']);
    expect(sortRows(sortable, (r) => r.n, 'asc').map((r) => r.n)).toEqual(['A', 'a', 'b', 'c']);
  });
});
