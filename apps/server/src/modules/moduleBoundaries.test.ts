import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(DIR, d.name), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => ({ module: d.name, file: `${d.name}/${f}`, text: readFileSync(join(DIR, d.name, f), 'utf8') })),
  );
const imports = (text: string) =>
  [...text.matchAll(/from '((?:\.\.\/)+)([a-zA-Z]+)\/([^']+)'/g)].map((m) => ({
    up: m[1].length / 3,
    module: m[2],
    path: m[3],
  }));

describe('module boundaries', () => {
  it('a module uses another only through its index.ts', () => {
    const deep = sources.flatMap((s) =>
      imports(s.text)
        // '../x/' from modules/<a>/file.ts (or '../../x/' one folder deeper) is another module
        .filter((i) => i.up === s.file.split('/').length - 1 && i.module !== s.module && i.path !== 'index.js')
        .map((i) => `${s.file} -> ${i.module}/${i.path}`),
    );
    expect(deep).toEqual([]);
  });

  it('the scheduler and optimisation do not import each other (jobs are found in *.jobs.ts)', () => {
    const crossing = sources.filter(
      (s) =>
        (s.module === 'scheduler' && /modules?\/optimization|\.\.\/optimization\//.test(s.text)) ||
        (s.module === 'optimization' && /\.\.\/scheduler\//.test(s.text)),
    );
    expect(crossing.map((s) => s.file)).toEqual([]);
  });

  it('errors leave only through the error handler: no route answers a failure status, no module builds a problem body (http/httpError.ts)', () => {
    const byHand = sources.flatMap((s) =>
      [...s.text.matchAll(/\.(?:code|status)\(\s*(\d{3})\s*\)/g)]
        .filter((m) => Number(m[1]) >= 300)
        .map((m) => `${s.file}: ${m[0]}`),
    );
    const problems = sources
      .filter((s) => /application\/problem\+json|VALIDATION_PROBLEM_TYPE|validationProblem\(/.test(s.text))
      .map((s) => s.file);
    expect([...byHand, ...problems]).toEqual([]);
  });

  it('job code throws domain errors (packages/domain domainErrors.ts), never HTTP ones: the error handler maps them', () => {
    const jobCode =
      /(?:^|\/)(?:build\w*Model|run\w*Run|storePlan|writeSeries|model\w+|detectViolations\w*|\w+\.jobs)\.ts$|\/tasks\/\w+\.ts$/;
    const httpHelpers =
      /new HttpError\w*\(|\b(?:notFound|forbidden|badRequest|conflict|taken|invalidFields|serviceUnavailable|payloadTooLarge)\(/;
    const leaking = sources.filter((s) => jobCode.test(s.file) && httpHelpers.test(s.text)).map((s) => s.file);
    expect(sources.filter((s) => jobCode.test(s.file)).length).toBeGreaterThan(10);
    expect(leaking).toEqual([]);
  });
});
