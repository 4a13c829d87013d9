import { describe, expect, it } from 'vitest';
import { gravatarUrl, initials } from './gravatar';

describe('gravatar', () => {
  it('hashes the trimmed lower-case e-mail with SHA-256', async () => {
    // sha256("test@example.com")
    expect(await gravatarUrl('  Test@Example.com ')).toBe(
      'https://www.gravatar.com/avatar/973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b?d=404&s=80',
    );
  });
  it('makes initials', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('operator@penstock.demo')).toBe('OD');
    expect(initials('Cher')).toBe('C');
    expect(initials('')).toBe('?');
  });
});
