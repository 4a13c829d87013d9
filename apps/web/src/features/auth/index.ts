// The auth feature's public face: the shell imports only these names from '@/features/auth'.
// Pages and forms (login, password) are imported by path from lazily loaded modules: re-exported
// here they would join the barrel's chunk and load with every screen.
export type { LogoutStatus, SessionStatus, SessionUser } from './session/sessionMachine';
export type { Session } from './hooks/useSession';
export { useSession } from './hooks/useSession';
export { useLogout } from './hooks/useLogout';
export { AuthGate } from './components/AuthGate';
export { useMe } from './api/fetchMe';
