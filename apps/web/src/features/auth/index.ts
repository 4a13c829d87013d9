// PLACEHOLDER contract stub: the auth helper replaces every export here with the real thing.
// The shell imports only these names from '@/features/auth'.
import type { ReactNode } from 'react';

export type SessionStatus = 'unknown' | 'logged-in' | 'logged-out' | 'error-verifying-token';
export interface SessionUser {
  email: string;
  fullName: string;
  isAdmin: boolean;
  defaultPortfolio: string | null;
}
export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
}
export function useSession(): Session {
  return { status: 'unknown', user: null };
}
/** Wraps every protected screen: loading, session error dialog, logged-out screen, login redirect or login modal. */
export function AuthGate({ children }: { children: ReactNode }) {
  return children;
}
export function LoginPage() {
  return null;
}
export function ForgotPasswordPage() {
  return null;
}
export function ResetPasswordPage() {
  return null;
}
export function ChangePasswordForm(_props: { onDone?: () => void }) {
  return null;
}
export function useLogout(): { logout: () => void; status: 'idle' | 'pending' | 'success' | 'error' } {
  return { logout: () => {}, status: 'idle' };
}
