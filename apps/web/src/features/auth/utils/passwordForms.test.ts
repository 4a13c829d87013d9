import { describe, expect, it } from 'vitest';
import { PASSWORD_BAD_CHARACTERS, PASSWORD_HINT } from '@penstock/domain';
import { PASSWORD_MISMATCH, changePasswordFormSchema, resetPasswordFormSchema } from './passwordForms';

const good = 'Penstock-demo-2026!';
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('change password form', () => {
  it('accepts a good new password with a matching confirmation', () => {
    expect(
      changePasswordFormSchema.safeParse({ currentPassword: 'old', newPassword: good, confirmPassword: good }).success,
    ).toBe(true);
  });
  it('needs the current password', () => {
    expect(
      messages(changePasswordFormSchema.safeParse({ currentPassword: '', newPassword: good, confirmPassword: good })),
    ).toEqual(['currentPassword: Required']);
  });
  it.each(['Short-1a', 'nouppercase-2026!', 'NOLOWERCASE-2026!', 'NoDigits-at-all!', 'NoSpecial2026abc'])(
    'rejects %j with the hint',
    (pw) => {
      expect(
        messages(changePasswordFormSchema.safeParse({ currentPassword: 'x', newPassword: pw, confirmPassword: pw })),
      ).toEqual([`newPassword: ${PASSWORD_HINT}`]);
    },
  );
  it('rejects characters that cannot be encoded', () => {
    const pw = 'Penstock-2026!€';
    expect(
      messages(changePasswordFormSchema.safeParse({ currentPassword: 'x', newPassword: pw, confirmPassword: pw })),
    ).toEqual([`newPassword: ${PASSWORD_BAD_CHARACTERS} €`]);
  });
  it('needs a matching confirmation', () => {
    expect(
      messages(
        changePasswordFormSchema.safeParse({ currentPassword: 'x', newPassword: good, confirmPassword: `${good}x` }),
      ),
    ).toEqual([`confirmPassword: ${PASSWORD_MISMATCH}`]);
  });
});

describe('reset password form', () => {
  it('has the same rules without the current password', () => {
    expect(resetPasswordFormSchema.safeParse({ newPassword: good, confirmPassword: good }).success).toBe(true);
    expect(resetPasswordFormSchema.safeParse({ newPassword: good, confirmPassword: 'other' }).success).toBe(false);
  });
});
