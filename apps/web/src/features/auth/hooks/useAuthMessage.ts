import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_BAD_CHARACTERS, PASSWORD_HINT } from '@penstock/domain';
import type { AuthMessage } from '../utils/authMessages';
import { PASSWORD_MISMATCH } from '../utils/passwordForms';

/** Turns auth messages and the domain's password-rule texts into the user's language. */
export function useAuthMessage() {
  const { t } = useTranslation('auth');
  const message = useCallback(
    (m: AuthMessage | null | undefined) => (!m ? null : 'text' in m ? m.text : t(m.key, m.values)),
    [t],
  );
  const fieldError = useCallback(
    (text: string | undefined) => {
      if (!text) return undefined;
      if (text === PASSWORD_HINT) return t('password.hint');
      if (text === PASSWORD_MISMATCH) return t('password.mismatch');
      if (text === 'Required') return t('password.required');
      if (text.startsWith(PASSWORD_BAD_CHARACTERS)) {
        return t('password.badCharacters', { characters: text.slice(PASSWORD_BAD_CHARACTERS.length).trim() });
      }
      return text;
    },
    [t],
  );
  return { message, fieldError };
}
