import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayUnit } from './formatValue';

const I18N = join(import.meta.dirname, '../../../../public/i18n');

/** Every text of every namespace and language, with where it is. */
function texts(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') out.push({ where, text: value });
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`);
  };
  for (const ns of readdirSync(I18N))
    for (const file of readdirSync(join(I18N, ns)))
      walk(JSON.parse(readFileSync(join(I18N, ns, file), 'utf8')), `${ns}/${file}`);
  return out;
}

// Issue 9 item 10: units are written one way on every screen (m³/s, m³, Mm³), from formatValue's displayUnit.
describe('one unit notation', () => {
  it('no screen text writes a volume or flow unit as ASCII m3', () => {
    const ascii = texts().filter(({ text }) => /(?<![A-Za-z0-9_])M?m3(?![0-9])/.test(text));
    expect(ascii.map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });
  it('the wire units are written with the superscript cube', () => {
    expect(['m3/s', 'm3', 'EUR/m3', 'MW'].map(displayUnit)).toEqual(['m³/s', 'm³', '€/m³', 'MW']);
    // money in the plant's currency, with the spec's symbols (issue 27)
    expect(['NOK/MWh', 'NOK', 'CHF/MWh', 'SEK/m3'].map(displayUnit)).toEqual(['kr/MWh', 'kr', 'CHF/MWh', 'kr/m³']);
  });
});
