import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  uploadOverlapSchema,
  stripParenthesised,
  type UploadHandling,
  type UploadKind,
  type UploadOverlap,
} from '@penstock/domain';
import { isApiError } from '@/api/ApiError';
import { uploadCsv, type UploadArgs } from '../api/uploadCsv';

/** The 300 answer's overlap (values exist already), or null for any other failure. */
function overlapOf(error: unknown): UploadOverlap | null {
  const parsed = isApiError(error) && error.status === 300 ? uploadOverlapSchema.safeParse(error.body) : null;
  return parsed?.success ? parsed.data : null;
}

/**
 * A CSV upload: the file's name with parenthesised parts stripped, its text sent as is. Status
 * 300 (values exist already) keeps the file and asks how to handle the overlap; the choice sends it
 * again with `handling`, or cancels.
 */
export function useUpload(target: { portfolioId: string; plantViewId: string }, onUploaded: () => void) {
  const { t } = useTranslation('editing');
  const [pending, setPending] = useState<{ args: UploadArgs; overlap: UploadOverlap } | null>(null);
  const mutation = useMutation({
    mutationFn: uploadCsv,
    meta: {
      toasts: {
        success: t('upload.success'),
        error: { title: t('upload.failedTitle'), generic: t('upload.failed') },
        handled: (e) => !!overlapOf(e),
      },
    },
  });
  const send = async (args: UploadArgs) => {
    try {
      await mutation.mutateAsync(args);
      setPending(null);
      onUploaded();
    } catch (error) {
      const overlap = overlapOf(error);
      setPending(overlap ? { args, overlap } : null);
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
  return { upload, decide, pending, busy: mutation.isPending };
}
