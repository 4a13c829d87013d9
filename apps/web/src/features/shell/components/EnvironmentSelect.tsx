import { Select } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { environmentsByName } from '@/app/environments';

/** The environment select (see EnvironmentSelector). */
export function EnvironmentSelect({ env }: { env: string }) {
  const { t } = useTranslation('shell');
  const router = useRouter();
  const environments = environmentsByName();
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
