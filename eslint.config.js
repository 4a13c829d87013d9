// ESLint (typescript-eslint + react-hooks) over the whole tree; `npm run lint`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', 'node_modules/**', 'data/**', 'e2e/screenshots/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Spreading an array into call arguments puts every element on the stack: RangeError from
      // about 125,000 elements. Use minOf / maxOf / appendAll from @penstock/domain (loops).
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name=/^(min|max)$/] > SpreadElement",
          message:
            'Math.min/max(...array) overflows the stack on large arrays: use minOf / maxOf from @penstock/domain.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(push|unshift|splice)$/] > SpreadElement',
          message:
            'push(...array) overflows the stack on large arrays: use appendAll from @penstock/domain, or a loop.',
        },
        {
          selector: "CallExpression[callee.property.name='fromCharCode'] > SpreadElement",
          message:
            'String.fromCharCode(...array) overflows the stack on large arrays: decode with TextDecoder or in chunks.',
        },
      ],
    },
  },
  {
    // Migrations must not depend on today's schema types, so they take Kysely<any> (Kysely's advice).
    files: ['apps/server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
