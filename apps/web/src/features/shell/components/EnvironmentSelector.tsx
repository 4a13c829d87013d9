import { Select } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { environmentsByName } from '@/app/environments';

/** Shown only when two or more environments exist, sorted by name. */
export function EnvironmentSelector({ env }: { env: string }) {
  const { t } = useTranslation('shell');
  const router = useRouter();
  const environments = environmentsByName();
  if (environments.length < 2) return null;
  return (
    <Select
      aria-label={t('environment')}
      size="xs"
      w={160}
      data={environments.map((e) => ({ value: e.slug, label: e.name }))}
      value={env}
      allowDeselect={false}
      onChange={(slug) => slug && slug !== env && void router.navigate({ href: `/${slug}/` })}
    />
  );
}
