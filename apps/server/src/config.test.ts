import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'penstock-config-'));

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const dir = tmp();
    try {
      const c = loadConfig({ DATA_DIR: dir });
      expect(c).toMatchObject({
        port: 8080,
        host: '0.0.0.0',
        dataDir: dir,
        demo: true,
        roles: ['api', 'scheduler', 'worker'],
        supportEmail: 'support@penstock.demo',
        authRateLimitPerMinute: 60,
        publicUrl: 'http://localhost:8080',
        embeddedPgPort: 54329,
      });
      expect(c.databaseUrl).toBeUndefined();
      // JWT secret generated once and kept.
      expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(c.jwtSecret);
      expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(c.jwtSecret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the variables; DEMO defaults off with DATABASE_URL and DEMO=1 forces it', () => {
    const dir = tmp();
    try {
      const env = {
        DATA_DIR: dir,
        PORT: '9000',
        DATABASE_URL: 'postgres://u:p@db/x',
        ROLES: 'api, worker',
        JWT_SECRET: 'x'.repeat(40),
      };
      const c = loadConfig(env);
      expect(c).toMatchObject({
        port: 9000,
        demo: false,
        roles: ['api', 'worker'],
        publicUrl: 'http://localhost:9000',
        jwtSecret: 'x'.repeat(40),
      });
      expect(loadConfig({ ...env, DEMO: '1' }).demo).toBe(true);
      expect(loadConfig({ ...env, PUBLIC_URL: 'https://p.example/' }).publicUrl).toBe('https://p.example');
      expect(c.trustProxy).toBe(false);
      expect(loadConfig({ ...env, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
      expect(loadConfig({ ...env, TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toBe('10.0.0.0/8, 192.168.1.5');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [{ PORT: 'abc' }, /PORT="abc": must be a whole number/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ ROLES: 'api,cook' }, /ROLES/],
    [{ DEMO: 'maybe' }, /DEMO/],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: '0' }, /AUTH_RATE_LIMIT_PER_MINUTE/],
    [{ SUPPORT_EMAIL: 'nope' }, /SUPPORT_EMAIL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY/],
    [{ TEST_CLOCK: '1', NODE_ENV: 'production' }, /TEST_CLOCK=1: a movable clock is for tests/],
  ])('refuses %j', (env, message) => {
    const dir = tmp();
    try {
      expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(message);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a DATA_DIR that cannot be written', () => {
    const dir = tmp();
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    try {
      expect(() => loadConfig({ DATA_DIR: join(file, 'sub') })).toThrow(/DATA_DIR/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('main with a bad configuration', () => {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });

  it('prints one clear line and exits 1 for a non-numeric PORT', () => {
    const dir = tmp();
    try {
      const r = run({ PORT: 'abc', DATA_DIR: dir });
      expect(r.status).toBe(1);
      expect(r.stderr.trim().split('\n')).toEqual(['penstock: invalid PORT="abc": must be a whole number']);
      expect(r.stdout).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints one line and exits 1 for an unreachable DATABASE_URL', () => {
    const dir = tmp();
    try {
      const r = run({ DATA_DIR: dir, DATABASE_URL: 'postgres://u:secret@127.0.0.1:1/none' });
      expect(r.status).toBe(1);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^penstock: failed to start: cannot reach the database at postgres:\/\/u:\*\*\*@127\.0\.0\.1:1\/none/,
      );
      expect(r.stderr).not.toContain('secret');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
