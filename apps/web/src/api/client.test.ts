import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ERROR_TEXTS } from '@penstock/domain';
import { ApiError } from './ApiError';
import { setAuthBridge, type AuthBridge } from './authBridge';
import { apiRequest } from './client';
import { endpoints } from './endpoints';

const fetchMock = vi.fn<typeof fetch>();
let loggedOut = false;
const bridge: AuthBridge = {
  isLoggedOut: () => loggedOut,
  accessToken: () => 'current',
  freshAccessToken: vi.fn(async () => 'fresh'),
  unauthorized: vi.fn(),
};
const respond = (status: number, body: string, type = 'application/json', headers: Record<string, string> = {}) =>
  fetchMock.mockResolvedValueOnce(
    new Response(status === 204 ? null : body, { status, headers: { 'content-type': type, ...headers } }),
  );
const sentHeaders = () => new Headers(fetchMock.mock.calls[0][1]?.headers);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  loggedOut = false;
  vi.mocked(bridge.unauthorized).mockClear();
  setAuthBridge(bridge);
});
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends a fresh bearer token on normal calls, parses and validates JSON', async () => {
    respond(200, '{"a":1}');
    const data = await apiRequest('dashboard-v3/x', { query: { ids: [1, 2] }, schema: z.object({ a: z.number() }) });
    expect(data).toEqual({ a: 1 });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/dashboard-v3/x?ids=1&ids=2');
    expect(sentHeaders().get('authorization')).toBe('Bearer fresh');
  });

  it('exempt paths use the current token without refreshing', async () => {
    respond(200, '{}');
    await apiRequest('v1/auth');
    expect(sentHeaders().get('authorization')).toBe('Bearer current');
  });

  it('basic credentials for the token request, JSON bodies', async () => {
    respond(200, '{}');
    await apiRequest('dashboard-v3/auth/token', { auth: { basic: { username: 'u', password: 'p' } } });
    expect(sentHeaders().get('authorization')).toBe(`Basic ${btoa('u:p')}`);
    fetchMock.mockReset();
    respond(204, '');
    expect(await apiRequest('dashboard-v3/settings', { method: 'PATCH', body: { locale: 'en-US' } })).toBeUndefined();
    expect(sentHeaders().get('content-type')).toBe('application/json');
    expect(fetchMock.mock.calls[0][1]?.body).toBe('{"locale":"en-US"}');
  });

  it('raw bodies keep their content type; scheduler targets go to /scheduler/ with the same token', async () => {
    respond(200, '{"rows":2}');
    await apiRequest(endpoints.plant.upload('alpine', 'hochalm', 'power-actuals'), {
      method: 'POST',
      query: { filename: 'a.csv' },
      raw: { contentType: 'text/csv', data: 'ts,v\n1,2' },
    });
    expect(fetchMock.mock.calls[0][0]).toBe(
      '/api/dashboard-v3/portfolio/alpine/plant/hochalm/upload/power-actuals?filename=a.csv',
    );
    expect(sentHeaders().get('content-type')).toBe('text/csv');
    expect(fetchMock.mock.calls[0][1]?.body).toBe('ts,v\n1,2');
    fetchMock.mockReset();
    respond(401, '{"detail":"x"}');
    const error = await apiRequest(endpoints.scheduler.state('daily job', null), {
      method: 'PUT',
      query: { state: 'paused' },
    }).catch((e) => e);
    expect(fetchMock.mock.calls[0][0]).toBe('/scheduler/v1/periodic-task/daily%20job/-/state?state=paused');
    expect(sentHeaders().get('authorization')).toBe('Bearer fresh');
    expect(error).toMatchObject({ status: 401, request: { method: 'PUT' } });
    expect(bridge.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('refuses non-auth calls locally while logged out', async () => {
    loggedOut = true;
    const error = await apiRequest('dashboard-v3/portfolio').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, refusedLocally: true });
    expect(fetchMock).not.toHaveBeenCalled();
    respond(200, '{"status":"ok"}');
    await expect(apiRequest('v1/health')).resolves.toEqual({ status: 'ok' });
  });

  it('a refused token refresh fails the call locally', async () => {
    vi.mocked(bridge.freshAccessToken).mockRejectedValueOnce(
      new ApiError({ request: { method: 'POST', url: '/api/v1/auth/refresh' }, status: 401, body: null }),
    );
    const error = await apiRequest('dashboard-v3/portfolio').catch((e) => e);
    expect(error).toMatchObject({ status: 401, refusedLocally: true, request: { url: '/api/dashboard-v3/portfolio' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('failed calls raise ApiError with request, status, body and detail', async () => {
    respond(404, '{"detail":"Portfolio not found"}');
    const error = await apiRequest('dashboard-v3/portfolio/9').catch((e) => e);
    expect(error).toMatchObject({
      request: { method: 'GET', url: '/api/dashboard-v3/portfolio/9' },
      status: 404,
      body: { detail: 'Portfolio not found' },
      detail: 'Portfolio not found',
      message: 'Portfolio not found',
    });
  });

  it('a 401 on a non-auth path asks for a session check, on an auth path not', async () => {
    respond(401, '{"detail":"x"}');
    await apiRequest('dashboard-v3/portfolio').catch(() => {});
    expect(bridge.unauthorized).toHaveBeenCalledTimes(1);
    respond(401, '{"detail":"x"}');
    await apiRequest('dashboard-v3/auth/token', { auth: 'none' }).catch(() => {});
    expect(bridge.unauthorized).toHaveBeenCalledTimes(1);
  });

  it("invalid JSON: 'Invalid JSON in response body'", async () => {
    respond(200, '{nope');
    await expect(apiRequest('dashboard-v3/x')).rejects.toThrow(ERROR_TEXTS.invalidJson);
  });

  it('an HTML page instead of JSON is flagged (VPN hint for internal staff)', async () => {
    respond(200, '<!DOCTYPE html><html></html>', 'text/html');
    const ok = await apiRequest('dashboard-v3/x').catch((e) => e);
    expect(ok).toMatchObject({ htmlInsteadOfJson: true, status: 200 });
    respond(502, '<html>proxy</html>', 'text/html');
    const bad = await apiRequest('dashboard-v3/x').catch((e) => e);
    expect(bad).toMatchObject({ htmlInsteadOfJson: true, status: 502 });
  });

  it('keeps response headers for Retry-After', async () => {
    respond(429, '{"detail":"slow down"}', 'application/json', { 'retry-after': '60' });
    const error = (await apiRequest('dashboard-v3/auth/token', { auth: 'none' }).catch((e: unknown) => e)) as ApiError;
    expect(error.headers.get('retry-after')).toBe('60');
  });
});
