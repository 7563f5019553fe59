import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import type { MonthCloseRow, TrialBalanceResponse } from '@ledgerleaf/contracts';
import UserList from '../resources/users/user-list';
import MonthCloseList from '../resources/month-close/month-close-list';
import { ClientTrialBalanceSection } from '../resources/users/client-books-section';
import { adminUserRow } from '../test/fixtures';
import { noRetryQueryClient } from '../test/no-retry-query-client';
import { renderInAdmin } from '../test/render-in-admin';
import { createI18nProvider } from './i18n-provider';

// Issue 31: the console's key screens rendered in French, as a staff member who chose Français sees them.

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

beforeEach(() => window.history.replaceState(null, '', '/'));
// Each render sets the formatting language; the next test file starts in English.
afterEach(() => void createI18nProvider('en-CA'));

describe('the console in French', () => {
  it('shows the Users list with French columns and labels', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [adminUserRow({ id: 1, name: 'Jordan Okafor', paymentPlan: 'NONE' })], total: 1 });
    renderInAdmin(<UserList />, { dataProvider: { getList }, resource: 'users', locale: 'fr-CA' });

    expect(await screen.findByText('Jordan Okafor')).toBeInTheDocument();
    for (const header of ['Courriel', 'Personnel', 'Gestionnaire de compte', 'Forfait', 'Inscription', 'Créé le'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    expect(screen.getByText('Aucun forfait')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Rechercher')).toBeInTheDocument();
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
  });

  it('shows the month-close board in French, month names included', async () => {
    const row: MonthCloseRow = {
      userId: 7,
      name: 'Avery Lambert',
      email: 'avery@example.ca',
      accountManager: null,
      accountsReconciled: 1,
      accountsTotal: 2,
      openQuestions: 1,
      undecidedDuplicates: 0,
      undecidedTransfers: 0,
      reportId: null,
      reportStatus: null,
      ready: false,
    };
    const getList = vi.fn().mockResolvedValue({ data: [{ ...row, id: 7 }], total: 1 });
    renderInAdmin(<MonthCloseList />, {
      dataProvider: { getList } as never,
      resource: 'month-close',
      permissions: 'owner',
      queryClient: noRetryQueryClient(),
      locale: 'fr-CA',
    });

    const cells = within((await screen.findByText('Avery Lambert')).closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual(['Avery Lambert', '—', '1 / 2', '1', '0', '0', 'Aucun rapport', 'Non prêt']);
    for (const header of ['Comptes rapprochés', 'Questions ouvertes', 'Doublons à trancher', 'Virements à trancher', 'Rapport', 'Prêt'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rapprochement de Avery Lambert' })).toHaveTextContent('Rapprochement');
    expect(screen.getByLabelText('Non prêts seulement')).toBeInTheDocument();
    // The month filter names its months in French ("octobre 2026").
    expect(screen.getByRole('combobox', { name: /Mois/ })).toHaveTextContent(
      /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    );
  });

  it('shows a trial balance in French with amounts as Québec writes them', async () => {
    const trial: TrialBalanceResponse = {
      asOf: '2026-10-31',
      rows: [
        { account: 'Chequing', systemAccount: null, type: 'asset', debit: '1234.56', credit: '0.00' },
        { account: 'Sales Revenue', systemAccount: null, type: 'revenue', debit: '0.00', credit: '1234.56' },
      ],
      totals: { debit: '1234.56', credit: '1234.56' },
    };
    renderInAdmin(
      <RecordContextProvider value={adminUserRow({ id: 12 })}>
        <ClientTrialBalanceSection today={new Date(2026, 10, 28, 12)} />
      </RecordContextProvider>,
      { dataProvider: { getClientTrialBalance: vi.fn(async () => trial) } as never, resource: 'users', locale: 'fr-CA' },
    );

    const table = await screen.findByRole('table', { name: 'Balance de vérification' });
    expect(text(table)).toContain('CompteTypeDébitCrédit');
    expect(text(table)).toContain('Chequingactif1 234,56 $');
    expect(text(table)).toContain('Totaux1 234,56 $1 234,56 $');
    expect(screen.getByRole('status')).toHaveTextContent('Équilibré');
    expect(text(screen.getByRole('status'))).toContain('Débits 1 234,56 $ · crédits 1 234,56 $');
    expect(screen.getByLabelText('Balance de vérification au')).toHaveValue('2026-10-31');
  });
});
