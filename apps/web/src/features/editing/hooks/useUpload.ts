import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadOverlapSchema, stripParenthesised, type UploadHandling, type UploadKind, type UploadOverlap } from '@penstock/domain';
import { isApiError } from '@/api/ApiError';
import { notifyMutationError, showToast } from '@/ui/notify';
import { uploadCsv, type UploadArgs } from '../api/uploadCsv';

/**
 * A CSV upload: the file's name with parenthesised parts stripped, its text sent as is. Status
 * 300 (values exist already) keeps the file and asks how to handle the overlap; the choice sends it
 * again with `handling`, or cancels.
 */
export function useUpload(target: { portfolioId: string; plantViewId: string }, onUploaded: () => void) {
  const { t } = useTranslation('editing');
  const [pending, setPending] = useState<{ args: UploadArgs; overlap: UploadOverlap } | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (args: UploadArgs) => {
    setBusy(true);
    try {
      await uploadCsv(args);
      setPending(null);
      showToast({ status: 'success', message: t('upload.success') });
      onUploaded();
    } catch (error) {
      const overlap = isApiError(error) && error.status === 300 ? uploadOverlapSchema.safeParse(error.body) : null;
      if (overlap?.success) setPending({ args, overlap: overlap.data });
      else {
        setPending(null);
        notifyMutationError(error, { title: t('upload.failedTitle'), generic: t('upload.failed') });
      }
    } finally {
      setBusy(false);
    }
  };
  const upload = async (kind: UploadKind, file: File, unit?: UploadArgs['unit']) => {
    const csv = await file.text();
    await send({ ...target, kind, fileName: stripParenthesised(file.name), csv, unit });
  };
  const decide = (handling: UploadHandling) => {
    if (!pending) return;
    if (handling === 'cancel') setPending(null);
    else void send({ ...pending.args, handling });
  };
  return { upload, decide, pending, busy };
}
