import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSubmit } from './runSubmit';

describe('runSubmit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('submits, resets to the submitted values and calls back after 10 ms', async () => {
    const reset = vi.fn();
    const onSuccess = vi.fn();
    expect(await runSubmit({ a: 1 }, { onSubmit: () => undefined, reset, onSuccess })).toBe(true);
    expect(reset).toHaveBeenCalledWith({ a: 1 });
    expect(onSuccess).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(onSuccess).toHaveBeenCalledWith({ a: 1 });
  });
  it('lets the before-submit step veto', async () => {
    const onSubmit = vi.fn();
    expect(await runSubmit(1, { beforeSubmit: async () => false, onSubmit, reset: vi.fn() })).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('keeps the form when the handler returns false', async () => {
    const reset = vi.fn();
    expect(await runSubmit(1, { onSubmit: async () => false, reset })).toBe(false);
    expect(reset).not.toHaveBeenCalled();
  });
  it('propagates a failing handler without resetting', async () => {
    const reset = vi.fn();
    await expect(runSubmit(1, { onSubmit: async () => Promise.reject(new Error('x')), reset })).rejects.toThrow('x');
    expect(reset).not.toHaveBeenCalled();
  });
});
