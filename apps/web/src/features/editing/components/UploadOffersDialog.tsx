import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/ui/Dialog';
import { useTranslation } from 'react-i18next';
import type { UploadHandling, UploadOverlap } from '@penstock/domain';

/** The follow-up step of an upload answered with 300: one button per handling the server offers. */
export function UploadOffersDialog({
  overlap,
  fileName,
  busy,
  timeLabel,
  onDecide,
}: {
  overlap: UploadOverlap | null;
  fileName: string;
  busy: boolean;
  timeLabel: (ts: number) => string;
  onDecide: (handling: UploadHandling) => void;
}) {
  const { t } = useTranslation('editing');
  const offers = overlap?.handling_offers ?? [];
  return (
    <Dialog
      opened={!!overlap}
      onClose={() => onDecide('cancel')}
      title={t('upload.overlapTitle')}
      centered
      closeLabel={t('cancel')}
    >
      {overlap && (
        <Stack>
          <Text size="sm">
            {t('upload.overlap', {
              file: fileName,
              count: overlap.overlap.count,
              from: timeLabel(overlap.overlap.from),
              to: timeLabel(overlap.overlap.to),
            })}
          </Text>
          <Group justify="flex-end">
            {offers.includes('cancel') && (
              <Button variant="default" onClick={() => onDecide('cancel')}>
                {t('upload.handling.cancel')}
              </Button>
            )}
            {offers.includes('keep-existing') && (
              <Button variant="light" loading={busy} onClick={() => onDecide('keep-existing')}>
                {t('upload.handling.keep-existing')}
              </Button>
            )}
            {offers.includes('overwrite') && (
              <Button color="caution" loading={busy} onClick={() => onDecide('overwrite')}>
                {t('upload.handling.overwrite')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
