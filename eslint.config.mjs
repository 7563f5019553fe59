// One lint configuration for every workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { apiMessagesConfig } from './scripts/lint/api-messages.mjs';
import i18next from 'eslint-plugin-i18next';
import { boundariesConfig } from './scripts/lint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.tmp/**', '**/coverage/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'web-client/scripts/**/*.mjs', 'api/**/*.{js,mjs,cjs}', 'e2e/**/*.{js,mjs}', '*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS files (jest's configs, a preloaded probe) load each other with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['api/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // A list of DTOs goes through IsListOf, which refuses a list inside the list ([[]]) that
    // ValidateNested alone lets through to the service.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/common/validation/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['ValidateNested'],
              message: 'Use IsListOf (api/src/common/validation/list-of.ts) for a list of objects: ValidateNested lets [[]] through.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web-client/**/*.{ts,tsx}', 'web-admin/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Issue 31, point 5: no literal text in the console's JSX, every word comes from the
    // catalogues (web-admin/src/i18n), on every screen of the console. Allowed: proper names and symbols.
    files: ['web-admin/src/**/*.tsx'],
    ignores: ['**/*.spec.tsx', 'web-admin/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          words: { exclude: ['Ledgerleaf', 'Plaid', 'CSV', 'PDF', 'QuickBooks', 'Xero', 'English', 'Français', '[\\d\\s—–·:•/|$%()#&+,.…*×-]+'] },
        },
      ],
    },
  },
  {
    // Issue 31: no text in JSX that is not a catalogue key, in the web-client folders already
    // translated (the list grows as screens are). Proper names and symbols are allowed.
    files: [
      'web-client/src/app/layout/**/*.tsx',
      'web-client/src/app/landing/**/*.tsx',
      'web-client/src/app/not-found-page.tsx',
      'web-client/src/app/route-error-page.tsx',
      'web-client/src/app/dashboard/dashboard-page.tsx',
      'web-client/src/components/**/*.tsx',
      'web-client/src/i18n/**/*.tsx',
      'web-client/src/features/auth/**/*.tsx',
      'web-client/src/features/account/components/profile-form.tsx',
      'web-client/src/features/account/components/profile-tab.tsx',
      'web-client/src/features/account/components/language-section.tsx',
      'web-client/src/features/contact/components/book-call-button.tsx',
      'web-client/src/features/receipts/components/missing-receipts.tsx',
      // i18n-client-books
      'web-client/src/features/bank/**/*.tsx',
      'web-client/src/features/books/**/*.tsx',
      'web-client/src/features/csv/**/*.tsx',
      'web-client/src/features/ledger/**/*.tsx',
      'web-client/src/features/categories/**/*.tsx',
      'web-client/src/features/billing/**/*.tsx',
      'web-client/src/app/dashboard/bank-transactions-card.tsx',
      'libs/ui/src/**/*.tsx',
      // demo-fr
      'web-client/src/features/tax/components/tax-profile-section.tsx',
      // i18n-client-account
      'web-client/src/features/account/**/*.tsx',
      'web-client/src/features/account-manager/**/*.tsx',
      'web-client/src/features/contact/**/*.tsx',
      'web-client/src/features/conversation/**/*.tsx',
      'web-client/src/features/questions/**/*.tsx',
      'web-client/src/features/receipts/**/*.tsx',
      'web-client/src/features/conversions/**/*.tsx',
      'web-client/src/features/legal/**/*.tsx',
      'web-client/src/app/auth-page.tsx',
      'web-client/src/app/legal-reader.tsx',
      // i18n-client-reports
      'web-client/src/features/reports/**/*.tsx',
      'web-client/src/features/submissions/**/*.tsx',
      'web-client/src/features/tax/components/accountant-exports-card.tsx',
      'web-client/src/features/tax/components/gst-hst-filing-action.tsx',
      'web-client/src/features/tax/components/gst-hst-worksheet-view.tsx',
      'web-client/src/features/tax/components/lazy-sales-tax-tab.tsx',
      'web-client/src/features/tax/components/sales-tax-tab.tsx',
      'web-client/src/features/tax/components/year-end-packages-card.tsx',
      'web-client/src/app/dashboard/tabs/**/*.tsx',
      'web-client/src/app/dashboard/questions-section.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          // Proper names, symbols and punctuation read the same in both languages.
          words: { exclude: ['[\\s\\d.,:;!?·“”«»()/+%$@#&*–—-]*', 'Ledgerleaf', 'Plaid', 'Stripe', 'CPA', 'CAD', 'TPS/TVH', 'GST/HST'] },
        },
      ],
    },
  },
  boundariesConfig,
  apiMessagesConfig,
);
