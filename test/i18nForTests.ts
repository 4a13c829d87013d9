// Component tests read the screens' real texts: i18next set up with the en-GB files of the named namespaces.
import i18next from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initReactI18next } from 'react-i18next';

export async function initTestI18n(...namespaces: string[]) {
  const read = (ns: string) =>
    JSON.parse(readFileSync(join(process.cwd(), 'apps/web/public/i18n', ns, 'en-GB.json'), 'utf8'));
  await i18next.use(initReactI18next).init({
    lng: 'en-GB',
    resources: { 'en-GB': Object.fromEntries(namespaces.map((ns) => [ns, read(ns)])) },
    ns: namespaces,
    defaultNS: namespaces[0],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
