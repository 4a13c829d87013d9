import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Dialog } from '@/ui/Dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSendContact } from '@/features/contact/api/postContact';
import { fieldError } from '@/ui/fieldError';

export type PortfolioRequestKind = 'newPortfolio' | 'assignPortfolio';

const required = z.string().trim().min(1, 'Required').max(200);
const optional = z.string().trim().max(200);
/** Spec 2 section 5: new portfolio needs id and display_name; assignment needs display_name only. */
const SCHEMAS = {
  newPortfolio: z.object({ id: required, display_name: required, comments: z.string().max(5000) }),
  assignPortfolio: z.object({ id: optional, display_name: required, comments: z.string().max(5000) }),
};
type Values = { id: string; display_name: string; comments: string };

const SUBJECTS: Record<PortfolioRequestKind, string> = {
  newPortfolio: 'Request: set up a new portfolio',
  assignPortfolio: 'Request: Assign user to a portfolio',
};

/** The two portfolio request dialogs; both go to support through POST dashboard-v3/contact. */
export function PortfolioRequestDialog({
  kind,
  opened,
  onClose,
}: {
  kind: PortfolioRequestKind;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const form = useForm<Values>({
    resolver: zodResolver(SCHEMAS[kind]),
    defaultValues: { id: '', display_name: '', comments: '' },
    mode: 'onTouched',
  });
  const send = useSendContact(onClose);
  useEffect(() => {
    if (opened) form.reset();
  }, [opened, form]);

  const submit = form.handleSubmit((v) =>
    send.mutate({
      subject: SUBJECTS[kind],
      body: [`id: ${v.id.trim() || '-'}`, `display_name: ${v.display_name.trim()}`].join('\n'),
      comments: v.comments.trim(),
    }),
  );
  const { errors, isDirty } = form.formState;
  // The assignment request stays disabled until a field changed (spec 2 section 5).
  const disabled = send.isPending || (kind === 'assignPortfolio' && !isDirty);

  return (
    <Dialog opened={opened} onClose={onClose} title={SUBJECTS[kind]} size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t(`request.${kind}.intro`)}
          </Text>
          <TextInput
            label={t('request.id')}
            description={t('request.idHint')}
            withAsterisk={kind === 'newPortfolio'}
            error={fieldError(errors.id)}
            {...form.register('id')}
          />
          <TextInput
            label={t('request.displayName')}
            withAsterisk
            error={fieldError(errors.display_name)}
            {...form.register('display_name')}
          />
          <Textarea
            label={t('request.comments')}
            autosize
            minRows={3}
            error={fieldError(errors.comments)}
            {...form.register('comments')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('request.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} disabled={disabled}>
              {t('request.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
