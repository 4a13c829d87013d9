import { Button, Menu, Tooltip } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_KINDS, type OverrideKind, type UploadKind } from '@penstock/domain';
import { useUpload } from '../hooks/useUpload';
import type { EditModeBase } from '../utils/editModes';
import { UploadOffersDialog } from './UploadOffersDialog';

type Choice = { kind: UploadKind; unit?: 'cm' | 'm' | 'percent' };
const CHOICES: Choice[] = UPLOAD_KINDS.flatMap((kind): Choice[] =>
  kind === 'gate-openings'
    ? [
        { kind, unit: 'cm' },
        { kind, unit: 'm' },
        { kind, unit: 'percent' },
      ]
    : [{ kind }],
);

/**
 * Historical data upload (CSV). `allowed` is the shared rule (plantRights' uploadHistorical: admins
 * always, others with write access while the plant is in Draft or Setup, spec 2 section 4).
 * `base` and `kind` only order the menu: the mode's own data first.
 */
export function UploadButton({
  portfolioId,
  plantViewId,
  allowed,
  timeLabel,
  onUploaded,
}: {
  portfolioId: string;
  /** Times of the overlap question, in the plant's zone. */
  timeLabel: (ts: number) => string;
  plantViewId: string;
  base: EditModeBase;
  kind: OverrideKind;
  allowed: boolean;
  onUploaded: () => void;
}) {
  const { t } = useTranslation('editing');
  const input = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [fileName, setFileName] = useState('');
  const { upload, decide, pending, busy } = useUpload({ portfolioId, plantViewId }, onUploaded);
  const button = (
    <Button
      variant="default"
      leftSection={<IconUpload size={16} aria-hidden />}
      disabled={!allowed}
      loading={busy && !pending}
    >
      {t('upload.button')}
    </Button>
  );
  if (!allowed)
    return (
      <Tooltip label={t('upload.noRights')}>
        <span>{button}</span>
      </Tooltip>
    );
  return (
    <>
      <Menu position="bottom-start">
        <Menu.Target>{button}</Menu.Target>
        <Menu.Dropdown>
          {CHOICES.map((c) => (
            <Menu.Item
              key={`${c.kind}-${c.unit ?? ''}`}
              onClick={() => {
                setChoice(c);
                input.current?.click();
              }}
            >
              {t(`upload.kinds.${c.kind}`)}
              {c.unit ? ` (${t(`upload.units.${c.unit}`)})` : ''}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="upload-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file && choice) {
            setFileName(file.name);
            void upload(choice.kind, file, choice.unit);
          }
        }}
      />
      <UploadOffersDialog
        overlap={pending?.overlap ?? null}
        fileName={pending?.args.fileName ?? fileName}
        busy={busy}
        timeLabel={timeLabel}
        onDecide={decide}
      />
    </>
  );
}
