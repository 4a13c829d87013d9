import { describe, expect, it } from 'vitest';
import { saveButtonTooltip } from './readOnlyTooltips';

describe('saveButtonTooltip', () => {
  it('explains why saving is not possible', () => {
    expect(saveButtonTooltip({ canWrite: false, dirty: true })).toBe("You don't have permissions to save");
    expect(saveButtonTooltip({ canWrite: true, dirty: false })).toBe("You haven't made any changes yet");
    expect(saveButtonTooltip({ canWrite: true, dirty: true })).toBeNull();
  });
});
