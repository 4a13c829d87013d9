import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_CONFIRM } from '@penstock/domain';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useSendContact } from '../api/postContact';

export interface ContactDraft {
  subject: string;
  body: string;
}

/**
 * Contact Us (spec 2 sections 2 and 5): subject and body read-only (the request the app wrote),
 * comments optional; Submit is disabled when all are empty and asks 'Please confirm that you'd like
 * to submit a contact request.' before anything is sent.
 */
export function ContactDialog({ draft, onClose }: { draft: ContactDraft | null; onClose: () => void }) {
  const { t } = useTranslation('common');
  const [comments, setComments] = useState('');
  const [confirming, setConfirming] = useState(false);
  const send = useSendContact(() => {
    setConfirming(false);
    onClose();
  });
  useEffect(() => {
    if (draft) setComments('');
  }, [draft]);
  const empty = !draft?.subject.trim() && !draft?.body.trim() && !comments.trim();
  return (
    <>
      <Modal opened={draft !== null && !confirming} onClose={onClose} title={t('contact.title')} centered size="lg">
        <Stack data-testid="contact-dialog">
          <TextInput label={t('contact.subject')} value={draft?.subject ?? ''} readOnly />
          <Textarea label={t('contact.body')} value={draft?.body ?? ''} readOnly autosize minRows={3} />
          <Textarea
            label={t('contact.comments')}
            description={t('contact.optional')}
            value={comments}
            onChange={(e) => setComments(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('contact.cancel')}
            </Button>
            <Button disabled={empty} onClick={() => setConfirming(true)}>
              {t('contact.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={draft !== null && confirming}
        title={t('contact.title')}
        message={<Text>{CONTACT_CONFIRM}</Text>}
        confirmLabel={t('contact.submit')}
        cancelLabel={t('contact.cancel')}
        loading={send.isPending}
        onConfirm={() => draft && send.mutate({ subject: draft.subject, body: draft.body, comments })}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
