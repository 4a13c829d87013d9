import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the stored session is being verified. */
export function CenteredLoader() {
  const { t } = useTranslation('auth');
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
