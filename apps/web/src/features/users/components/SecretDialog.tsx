import { Alert, Code, CopyButton, Button, Modal, Stack, Text } from '@mantine/core';
import type { ApiAccountSecret } from '@penstock/domain';
import { useTranslation } from 'react-i18next';

/** The username and secret of an API service account, shown this once (only a hash is kept). */
export function SecretDialog({ secret, onClose }: { secret: ApiAccountSecret | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      opened={!!secret}
      onClose={onClose}
      title={t('users.secretTitle')}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {secret && (
        <Stack gap="sm">
          <Alert color="caution" variant="light">
            {t('users.secretOnce')}
          </Alert>
          <Text size="sm">{t('users.username')}</Text>
          <Code block data-testid="api-username">
            {secret.username}
          </Code>
          <Text size="sm">{t('users.secret')}</Text>
          <Code block data-testid="api-secret">
            {secret.secret}
          </Code>
          <CopyButton value={`${secret.username}:${secret.secret}`}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('users.copied') : t('users.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('users.done')}</Button>
        </Stack>
      )}
    </Modal>
  );
}
