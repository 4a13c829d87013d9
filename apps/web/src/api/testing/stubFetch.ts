import { afterEach, beforeEach, vi } from 'vitest';
import { setAuthBridge } from '../authBridge';

/**
 * For a test file that checks what the API client sends: `fetch` is a mock for each test and the
 * session is a logged-in one without a token. Answer calls with `fetchMock.mockResolvedValueOnce`.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    setAuthBridge({
      isLoggedOut: () => false,
      accessToken: () => null,
      freshAccessToken: async () => null,
      unauthorized: () => {},
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
