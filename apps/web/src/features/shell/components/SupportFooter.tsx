import { Anchor, Stack, Text } from '@mantine/core';
import { IconHeadset, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT } from '@/app/support';

/** Service desk, support e-mail and the emergency phone available 365 days a year. */
export function SupportFooter() {
  const { t } = useTranslation('shell');
  return (
    <Stack gap={4} px="xs" pb="xs" component="address" style={{ fontStyle: 'normal' }} aria-label={t('support.label')}>
      <Anchor href={SUPPORT.serviceDeskUrl} target="_blank" rel="noreferrer" size="xs" c="primary.8">
        <IconHeadset size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {t('support.serviceDesk')}
      </Anchor>
      <Text size="xs">
        <IconMail size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {t('support.email')}{' '}
        <Anchor href={`mailto:${SUPPORT.email}`} size="xs" c="primary.8">
          {SUPPORT.email}
        </Anchor>
      </Text>
      <Text size="xs">
        <IconPhone size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {t('support.phone')}{' '}
        <Anchor
          href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`}
          size="xs"
          c="primary.8"
          style={{ whiteSpace: 'nowrap' }}
        >
          {SUPPORT.phone}
        </Anchor>
        {', '}
        {t('support.available')}
      </Text>
    </Stack>
  );
}
