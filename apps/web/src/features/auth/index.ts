// The auth feature's public face: the shell imports only these names from '@/features/auth'.
export type { LogoutStatus, SessionStatus, SessionUser } from './session/sessionMachine';
export type { Session } from './hooks/useSession';
export { useSession } from './hooks/useSession';
export { useLogout } from './hooks/useLogout';
export { AuthGate } from './components/AuthGate';
export { LoginPage } from './components/LoginPage';
export { ForgotPasswordPage } from './components/ForgotPasswordPage';
export { ResetPasswordPage } from './components/ResetPasswordPage';
export { ChangePasswordForm } from './components/ChangePasswordForm';
export { useMe } from './api/fetchMe';
