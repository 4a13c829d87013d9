/**
 * What the HTTP client needs from the session, registered by the auth feature at start. Keeps
 * `api/` free of any import from `features/`.
 */
export interface AuthBridge {
  /** True while no session exists: non-exempt calls are refused locally. */
  isLoggedOut(): boolean;
  /** The current access token as is (for exempt calls). */
  accessToken(): string | null;
  /** An access token with at least the refresh threshold of life left, refreshing first if needed. */
  freshAccessToken(): Promise<string | null>;
  /** A non-exempt call came back 401: the session is checked. */
  unauthorized(): void;
}

const noSession: AuthBridge = {
  isLoggedOut: () => false,
  accessToken: () => null,
  freshAccessToken: async () => null,
  unauthorized: () => {},
};

let current: AuthBridge = noSession;

export function setAuthBridge(bridge: AuthBridge): void {
  current = bridge;
}

export const authBridge = (): AuthBridge => current;
