import { useCallback, useEffect, useRef, useState } from 'react';
import { isMfaChallenge, LOGIN_SUCCESS_SHOWN_MS, type MfaChallenge } from '@penstock/domain';
import { requestToken } from '../api/requestToken';
import { resendMfaCode } from '../api/resendMfaCode';
import { submitMfaCode } from '../api/submitMfaCode';
import { sessionController } from '../session/session';
import { loginFailure, mfaFailure, type AuthMessage } from '../utils/authMessages';
import { localDeadline } from '../utils/countdown';
import { RESEND_COOLDOWN_MS } from '../utils/mfaCode';

export type LoginStep = 'login' | 'mfa' | 'success';

export interface MfaState {
  username: string;
  mfaSecret: string;
  /** Epoch ms. */
  validUntil: number;
  /** The resend action is available again from then (epoch ms). */
  resendAvailableAt: number;
  resent: boolean;
}

const toMfa = (
  username: string,
  c: MfaChallenge,
  serverDate: string | null,
  now: number,
  resent = false,
): MfaState => ({
  username,
  mfaSecret: c.mfa_secret,
  validUntil: localDeadline(c.valid_until, serverDate, now),
  resendAvailableAt: resent ? now + RESEND_COOLDOWN_MS : now,
  resent,
});

/**
 * The login flow of spec 1 section 4: login, optionally the e-mailed code, then success for 2 s
 * before `onDone`. Shared by the login page and the login modal.
 */
export function useLoginFlow(onDone: () => void) {
  const [step, setStep] = useState<LoginStep>('login');
  const [mfa, setMfa] = useState<MfaState | null>(null);
  const [error, setError] = useState<AuthMessage | null>(null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(() => onDoneRef.current(), LOGIN_SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const submitCredentials = useCallback(async (username: string, password: string) => {
    setPending(true);
    setError(null);
    sessionController.loginStarted();
    try {
      let serverDate: string | null = null;
      const answer = await requestToken(username.trim(), password, (h) => (serverDate = h.get('date')));
      if (isMfaChallenge(answer)) {
        sessionController.mfaStarted();
        setMfa(toMfa(username.trim(), answer, serverDate, Date.now()));
        setStep('mfa');
      } else {
        await sessionController.completeLogin(answer);
        setStep('success');
      }
    } catch (e) {
      sessionController.loginFailed();
      const failure = loginFailure(e, Date.now(), username.trim());
      setError(failure.message);
      setLockedUntil(failure.lockedUntil);
    } finally {
      setPending(false);
    }
  }, []);

  const submitCode = useCallback(
    async (code: string) => {
      if (!mfa) return;
      setPending(true);
      setError(null);
      try {
        const pair = await submitMfaCode({ code: code.trim(), username: mfa.username, mfaSecret: mfa.mfaSecret });
        await sessionController.completeLogin(pair);
        setStep('success');
      } catch (e) {
        setError(mfaFailure(e));
      } finally {
        setPending(false);
      }
    },
    [mfa],
  );

  const resend = useCallback(async () => {
    if (!mfa) return;
    setResending(true);
    setError(null);
    try {
      let serverDate: string | null = null;
      const challenge = await resendMfaCode(mfa.username, mfa.mfaSecret, (h) => (serverDate = h.get('date')));
      setMfa(toMfa(mfa.username, challenge, serverDate, Date.now(), true));
    } catch (e) {
      setError(mfaFailure(e));
    } finally {
      setResending(false);
    }
  }, [mfa]);

  const backToLogin = useCallback(() => {
    sessionController.loginFailed(); // clears loggingIn and checkingMfa
    setMfa(null);
    setError(null);
    setStep('login');
  }, []);

  return { step, mfa, error, lockedUntil, pending, resending, submitCredentials, submitCode, resend, backToLogin };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
