import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'tools/', 'coverage/', 'test/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', Buffer: 'readonly', console: 'readonly', URL: 'readonly', TextDecoder: 'readonly', performance: 'readonly', setTimeout: 'readonly' } },
    rules: {
      'no-control-regex': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
