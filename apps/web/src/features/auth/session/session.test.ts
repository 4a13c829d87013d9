import { describe, expect, it } from 'vitest';
import { environmentFromPath } from './session';

describe('the tab session', () => {
  it('imports without a browser and starts logged out', async () => {
    const { sessionController } = await import('./session');
    expect(sessionController.getState()).toMatchObject({ status: 'logged-out', loggedOutCause: 'none' });
  });
  it('takes the environment from the first path segment', () => {
    expect(environmentFromPath('/en/cockpit/a/b')).toBe('en');
    expect(environmentFromPath('/')).toBe('en');
    expect(environmentFromPath('/%20/x')).toBe('en');
  });
});
