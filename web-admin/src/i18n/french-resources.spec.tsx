import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, RecordContextProvider, type DataProvider } from 'react-admin';
import {
  ACCEPTED_BANK_NAMES,
  CSV_REQUIRED_COLUMNS,
  DEFAULT_CATEGORIES,
  type AdminAccessLogRow,
  type AdminMonthlyReportDto,
  type AdminReceiptDto,
  type ConversationInboxRowDto,
  type LedgerResponse,
  type ReceiptFields,
  type ReconciliationAccount,
  type ReportTransactionRow,
  type YearEndPackageRow,
} from '@ledgerleaf/contracts';
import AccessLogList from '../resources/access-log/access-log-list';
import CallRequestList from '../resources/call-requests/call-request-list';
import InboxList from '../resources/conversations/inbox-list';
import CsvUploadPage from '../resources/csv-uploads/csv-upload-page';
import MessageList from '../resources/messages/message-list';
import HistoricalReportPage from '../resources/monthly-reports/historical-report-page';
import PendingReportList from '../resources/monthly-reports/pending-report-list';
import QuestionList from '../resources/questions/question-list';
import ReceiptList from '../resources/receipts/receipt-list';
import ReceiptShow from '../resources/receipts/receipt-show';
import StaffList from '../resources/staff/staff-list';
import PendingSubmissionList from '../resources/submissions/pending-submission-list';
import { CLIENT_LEDGER_ROUTE } from '../resources/users/client-ledger-path';
import ClientLedgerPage from '../resources/users/client-ledger-page';
import { CLIENT_RECONCILIATION_ROUTE } from '../resources/users/client-reconciliation-path';
import ClientReconciliationPage from '../resources/users/client-reconciliation-page';
import ClientTaxSection from '../resources/users/client-tax-section';
import YearEndPackageList from '../resources/year-end-packages/year-end-package-list';
import { PlaidDiagnosticsPage } from '../plaid-diagnostics';
import { SecurityPage } from '../security';
import { adminCsvUpload, adminQuestion, adminUserRow, callRequestRow, contactMessageRow, staffMember } from '../test/fixtures';
import { noRetryQueryClient } from '../test/no-retry-query-client';
import { renderInAdmin, staffAuthProvider } from '../test/render-in-admin';
import { en } from './en';
import { fr } from './fr';
import { createI18nProvider } from './i18n-provider';

// Issue 31: every resource of the console rendered in French, as a staff member who chose
// Français sees it; no text of the English catalogue that French writes differently is left.

type Tree = { [key: string]: unknown };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : value && typeof value === 'object'
        ? leaves(value as Tree, `${prefix}${key}.`)
        : [],
  );
const french = new Map(leaves(fr as unknown as Tree));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The console's own English texts (their parts between %{variables}) that French writes differently. */
const ENGLISH_ONLY = [
  ...new Set(
    leaves(en as unknown as Tree)
      .filter(([key]) => key.startsWith('ledgerleaf.') || key.startsWith('resources.'))
      .filter(([key, text]) => french.get(key) !== text)
      // A part French writes the same way in that text ("Version") is not English left.
      .flatMap(([key, text]) => text.split(/%\{\w+\}|\|\|\|\|/).map((part) => [key, part.trim().replace(/[:.,·]+$/, '')] as const))
      .filter(([key, part]) => part.length >= 4 && /[a-z]/.test(part) && !(french.get(key) ?? '').includes(part))
      .map(([, part]) => part),
  ),
];

/** The English texts still shown (text, labels and names), each as a whole word or phrase. */
const englishLeft = (data: readonly string[] = []) => {
  const labels = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((element) =>
    ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  let shown = [document.body.textContent ?? '', ...labels].join(' \n ');
  // The clients' own data (names, vendors, accounts) is not the console's text.
  for (const word of [...data].sort((a, b) => b.length - a.length)) shown = shown.split(word).join(' ');
  return ENGLISH_ONLY.filter((text) => new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, 'u').test(shown));
};

beforeEach(() => window.history.replaceState(null, '', '/'));
// Each render sets the formatting language; the next test file starts in English.
afterEach(() => void createI18nProvider('en-CA'));

const report = (overrides: Partial<AdminMonthlyReportDto> = {}): AdminMonthlyReportDto => ({
  id: 42,
  reportId: 'RPT-2026-10-000007',
  userId: 7,
  userName: 'Avery Lambert',
  reviewedBy: null,
  year: 2026,
  month: 10,
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  transactionCount: 38,
  accountsIncluded: [
    { id: 'acc_1', name: 'RBC Chequing' },
    { id: 'acc_2', name: 'RBC Visa' },
  ],
  status: 'pending',
  adminNotes: null,
  reviewedAt: null,
  createdAt: '2026-11-01T11:00:00.000Z',
  files: { transactions: true, summary: true, pdf: true },
  summary: null,
  balanceSheet: {
    asOf: '2026-10-31',
    fiscalYearStart: '2026-01-01',
    assets: [{ account: 'RBC Chequing', gifi: '1001', amount: '1234.56' }],
    liabilities: [],
    equity: [{ account: 'Retained earnings', gifi: '3600', amount: '1234.56' }],
    totals: { assets: '1234.56', liabilities: '0.00', equity: '1234.56' },
    balanced: true,
  } as unknown as AdminMonthlyReportDto['balanceSheet'],
  version: 1,
  versions: [{ version: 1, status: 'pending', approvedAt: null, reason: null, reopenedAt: null, reopenedBy: null, reopenedByName: null, changes: null }],
  openQuestions: 1,
  unreconciledReason: null,
  ...overrides,
});

const row = (overrides: Partial<ReportTransactionRow>): ReportTransactionRow => ({
  index: 0,
  date: '2026-10-03',
  name: 'ROGERS WIRELESS PAD',
  merchantName: 'Rogers',
  accountName: 'RBC Chequing',
  amount: '-85.00',
  category: 'Telephone & Internet',
  type: 'EXPENSE',
  confidence: 0.42,
  source: 'ai',
  needsReview: true,
  transactionId: 301,
  origin: 'bank',
  ...overrides,
});

describe('every resource of the console in French', () => {
  it('the pending reports: the card, the review form and the transactions dialog', async () => {
    const dataProvider = {
      getList: vi.fn(async () => ({ data: [report()], total: 1 })),
      getReportTransactions: vi.fn(async () => [
        row({ index: 0 }),
        row({ index: 1, name: 'STAPLES #312', merchantName: null, confidence: 0.97, needsReview: false }),
      ]),
      getReportCategories: vi.fn(async () => [{ id: 1, categoryName: 'Telephone & Internet', type: 'EXPENSE' }]),
    };
    renderInAdmin(<PendingReportList />, {
      dataProvider: dataProvider as never,
      resource: 'monthly-reports',
      locale: 'fr-CA',
      queryClient: noRetryQueryClient(),
    });

    const card = await screen.findByRole('article', { name: 'Rapport octobre 2026 · Avery Lambert' });
    expect(within(card).getByText('38 opérations · 2 comptes')).toBeInTheDocument();
    expect(within(card).getByText('ID utilisateur : 7 · Avery Lambert')).toBeInTheDocument();
    expect(within(card).getByText('En attente du client')).toBeInTheDocument();
    expect(within(card).getByText('Bilan au 31 oct. 2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approuver' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Rejeter' })).toBeInTheDocument();
    expect(within(card).getByLabelText('Notes de l’administration')).toHaveAttribute('placeholder', 'Ajoutez des notes sur ce rapport…');
    expect(within(card).getByRole('button', { name: 'CSV du sommaire' })).toBeInTheDocument();
    expect(englishLeft(['RBC Chequing', 'RBC Visa', 'Retained earnings', 'Avery Lambert'])).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: 'Réviser les opérations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opérations : Rapport octobre 2026 · Avery Lambert' });
    const table = await within(dialog).findByRole('table', { name: 'Opérations du rapport' });
    for (const header of ['Date', 'Nom', 'Compte', 'Montant', 'Catégorie', 'Confiance', 'Source', 'Question'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(dialog).getByText(/1 ligne est sous \d+ % de confiance : elle est en tête de liste\./)).toBeInTheDocument();
    expect(within(table).getByText('À réviser')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Questionner le client : / })).toHaveLength(2);
    expect(
      englishLeft(['RBC Chequing', 'RBC Visa', 'Retained earnings', 'Avery Lambert', 'ROGERS WIRELESS PAD', 'Rogers', 'Telephone & Internet', 'STAPLES #312']),
    ).toEqual([]);
  });

  it('the historical reports: a reopened report with its versions and the reopen form', async () => {
    window.history.replaceState(null, '', '/?userId=7');
    const approved = report({
      status: 'approved',
      reviewedAt: '2026-11-05T10:00:00.000Z',
      version: 2,
      openQuestions: 0,
      versions: [
        {
          version: 1,
          status: 'approved',
          approvedAt: '2026-11-02T10:00:00.000Z',
          reason: null,
          reopenedAt: null,
          reopenedBy: null,
          reopenedByName: null,
          changes: null,
        },
        {
          version: 2,
          status: 'approved',
          approvedAt: '2026-11-05T10:00:00.000Z',
          reason: 'Wrong rent',
          reopenedAt: '2026-11-04T10:00:00.000Z',
          reopenedBy: 1,
          reopenedByName: 'Riley Staff',
          changes: null,
        },
      ],
    });
    const dataProvider = {
      getList: vi.fn(async (resource: string) =>
        resource === 'users' ? { data: [adminUserRow({ id: 7, firstName: 'Avery', lastName: 'Lambert' })], total: 1 } : { data: [approved], total: 1 },
      ),
      getOne: vi.fn(async () => ({ data: adminUserRow({ id: 7, firstName: 'Avery', lastName: 'Lambert' }) })),
    };
    render(
      <MemoryRouter initialEntries={['/historical-reports?userId=7']}>
        <AdminContext
          dataProvider={dataProvider as unknown as DataProvider}
          authProvider={staffAuthProvider}
          i18nProvider={createI18nProvider('fr-CA')}
          store={memoryStore()}
          queryClient={noRetryQueryClient()}
        >
          <HistoricalReportPage />
        </AdminContext>
      </MemoryRouter>,
    );
    const history = await screen.findByRole('region', { name: 'Historique des versions' });
    expect(history).toHaveTextContent('Version no 2 · Approuvé');
    expect(history).toHaveTextContent('rouvert le');
    expect(history).toHaveTextContent('par Riley Staff : Wrong rent');
    expect(screen.getByRole('button', { name: 'Rouvrir en version 3' })).toBeInTheDocument();
    expect(screen.getByText('Les rapports sont affichés du plus récent au plus ancien')).toBeInTheDocument();
    expect(englishLeft(['RBC Chequing', 'RBC Visa', 'Retained earnings', 'Avery Lambert', 'Wrong rent', 'Riley Staff'])).toEqual([]);
  });

  it('the staff page', async () => {
    const getList = vi.fn(async () => ({
      data: [staffMember(), staffMember({ id: 32, firstName: 'Olivia', lastName: 'Owner', role: 'owner', active: false })],
      total: 2,
    }));
    renderInAdmin(<StaffList />, { dataProvider: { getList } as never, resource: 'staff', locale: 'fr-CA' });
    expect(await screen.findByText('Sam')).toBeInTheDocument();
    for (const header of ['Prénom', 'Nom', 'Courriel', 'Rôle', 'Téléphone', 'Statut', 'Depuis'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByText('Actif')).toBeInTheDocument();
    expect(screen.getByText('Désactivé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Désactiver Sam Rivera' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réactiver Olivia Owner' })).toBeInTheDocument();
    expect(screen.getByText('Teneur de livres')).toBeInTheDocument();
    expect(screen.getByText('Propriétaire')).toBeInTheDocument();
    expect(screen.getByLabelText('Téléphone de Sam Rivera')).toHaveAttribute('placeholder', 'Aucun');
    await userEvent.click(screen.getByRole('button', { name: 'Inviter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un membre du personnel' });
    expect(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' })).toBeInTheDocument();
    expect(englishLeft(['Sam', 'Rivera', 'Olivia', 'Owner', 'sam@ledgerleaf.ca'])).toEqual([]);
  });

  it('the inbox, with the time waited in French', async () => {
    const thread: ConversationInboxRowDto = {
      id: 12,
      userId: 12,
      clientName: 'Avery Client',
      clientEmail: 'avery@example.test',
      waitingSince: '2026-11-28T10:00:00.000Z',
      waitedMinutes: 60 * 50,
      waitingMessages: 2,
      lastText: 'Here is the receipt',
    };
    renderInAdmin(<InboxList />, {
      dataProvider: { getList: vi.fn(async () => ({ data: [thread], total: 1 })) } as never,
      resource: 'conversations',
      locale: 'fr-CA',
    });
    expect(await screen.findByText('Avery Client')).toBeInTheDocument();
    for (const header of ['Client', 'En attente depuis', 'Attente', 'Messages', 'Dernier message'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByText('2 j 2 h')).toBeInTheDocument();
    expect(screen.getByText('28 nov. 2026', { exact: false })).toBeInTheDocument();
    expect(englishLeft(['Avery Client', 'Here is the receipt'])).toEqual([]);
  });

  it('the receipts list and a receipt', async () => {
    const names = ['vendor', 'date', 'total', 'gstHst', 'pst', 'qst', 'businessNumber', 'currency'] as const;
    const values: Record<string, string> = { vendor: 'Staples', date: '2026-11-09', total: '1262.15', gstHst: '7.15', currency: 'CAD' };
    const fields = Object.fromEntries(
      names.map((n) => [n, { value: values[n] ?? null, confidence: values[n] ? 0.9 : 0, source: 'reader' }]),
    ) as unknown as ReceiptFields;
    const receipt: AdminReceiptDto = {
      id: 5,
      userId: 9,
      clientName: 'Avery Lambert',
      fileName: 'staples.pdf',
      mimeType: 'application/pdf',
      size: 1200,
      status: 'read',
      unreadableReason: null,
      matchNote: null,
      fields,
      matchState: 'ambiguous',
      match: null,
      candidates: [{ transactionId: 41, date: '2026-11-09', name: 'STAPLES #312', amount: '-1262.15' }],
      fileUrl: '/api/admin/receipts/5/file',
      createdAt: '2026-11-10T12:00:00.000Z',
      readAt: '2026-11-10T12:00:03.000Z',
    };
    const dataProvider = {
      getList: vi.fn(async () => ({ data: [receipt], total: 1 })),
      getOne: vi.fn(async () => ({ data: receipt })),
      getMany: vi.fn(async () => ({ data: [] })),
    };
    renderInAdmin(<ReceiptList />, { dataProvider: dataProvider as never, resource: 'receipts', locale: 'fr-CA' });
    expect(await screen.findByText('Staples')).toBeInTheDocument();
    for (const header of ['Client', 'Fournisseur', 'Date', 'Total', 'Statut', 'Rapprochement', 'Fichier'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByText('1 262,15 $')).toBeInTheDocument();
    expect(screen.getByText('Lu')).toBeInTheDocument();
    expect(screen.getByText('1 correspondance possible')).toBeInTheDocument();
    expect(englishLeft(['Avery Lambert', 'Staples', 'staples.pdf'])).toEqual([]);
  });

  it('a receipt, its fields and its candidates', async () => {
    const names = ['vendor', 'date', 'total', 'gstHst', 'pst', 'qst', 'businessNumber', 'currency'] as const;
    const values: Record<string, string> = { vendor: 'Staples', total: '62.15', qst: '6.20' };
    const fields = Object.fromEntries(
      names.map((n) => [n, { value: values[n] ?? null, confidence: values[n] ? 0.9 : 0, source: 'reader' }]),
    ) as unknown as ReceiptFields;
    const receipt = {
      id: 5,
      userId: 9,
      clientName: 'Avery Lambert',
      fileName: 'staples.pdf',
      status: 'read',
      unreadableReason: null,
      fields,
      matchState: 'ambiguous',
      match: null,
      candidates: [{ transactionId: 41, date: '2026-11-09', name: 'STAPLES #312', amount: '-62.15' }],
      fileUrl: '/api/admin/receipts/5/file',
    };
    renderInAdmin(<ReceiptShow id={5} />, { dataProvider: { getOne: vi.fn(async () => ({ data: receipt })) } as never, resource: 'receipts', locale: 'fr-CA' });
    expect(await screen.findByLabelText('TVQ')).toHaveValue('6.20');
    expect(screen.getAllByText('lecteur, confiance 90 %')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Lier à 41' })).toBeInTheDocument();
    expect(screen.getByText('#41 · 2026-11-09 · STAPLES #312 · -62,15 $')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer les corrections' })).toBeInTheDocument();
    expect(englishLeft(['Avery Lambert', 'Staples', 'staples.pdf', 'STAPLES #312'])).toEqual([]);
  });

  it('the contact messages, the call requests and the questions to clients', async () => {
    const messages = renderInAdmin(<MessageList />, {
      dataProvider: { getList: vi.fn(async () => ({ data: [contactMessageRow({ status: 'unread' })], total: 1 })) } as never,
      resource: 'messages',
      locale: 'fr-CA',
    });
    const card = await screen.findByRole('article', { name: 'Message de Olivia Martin' });
    expect(within(card).getByText('Non lu')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Marquer comme lu' })).toBeInTheDocument();
    expect(englishLeft(['Olivia Martin', contactMessageRow().question])).toEqual([]);
    messages.unmount();

    const calls = renderInAdmin(<CallRequestList />, {
      dataProvider: { getList: vi.fn(async () => ({ data: [callRequestRow({ preferredDate: '2026-11-24' })], total: 1 })) } as never,
      resource: 'call-requests',
      locale: 'fr-CA',
    });
    expect(await screen.findByText('Daniel')).toBeInTheDocument();
    for (const header of ['Prénom', 'Nom', 'Numéro de téléphone', 'Courriel', 'Date souhaitée', 'Heure souhaitée', 'Fuseau horaire', 'Statut', 'Actions'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByText('24 nov. 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marquer comme terminée' })).toBeInTheDocument();
    expect(englishLeft(['Daniel', callRequestRow().lastName, callRequestRow().email, callRequestRow().preferredTime])).toEqual([]);
    calls.unmount();

    renderInAdmin(<QuestionList />, {
      dataProvider: {
        getList: vi.fn(async () => ({ data: [adminQuestion(), adminQuestion({ id: 6, status: 'open', answer: null })], total: 2 })),
        getMany: vi.fn(async () => ({ data: [] })),
      } as never,
      resource: 'questions',
      locale: 'fr-CA',
      permissions: 'owner',
    });
    expect(await screen.findByText('Répondue')).toBeInTheDocument();
    for (const header of ['Posée le', 'Client', 'Rapport', 'Opération', 'Question', 'Statut', 'Réponse'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getAllByText('En attente du client').length).toBeGreaterThan(0);
    expect(englishLeft(['Avery Lambert', 'What was this payment?', 'ZQX HOLDINGS 4471', 'Professional Fees', 'The accountant'])).toEqual([]);
  });

  it('the CSV uploads page', async () => {
    renderInAdmin(<CsvUploadPage />, {
      dataProvider: { getList: vi.fn(async () => ({ data: [adminCsvUpload({ status: 'processing', progress: 40 })], total: 1 })) } as never,
      resource: 'csv-uploads',
      locale: 'fr-CA',
      permissions: 'owner',
    });
    expect(await screen.findByText('Catégorisation… 40 %')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Téléverser un fichier CSV' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Catégories des téléversements' })).toBeInTheDocument();
    expect(screen.getByText('En traitement')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Nom de la nouvelle catégorie')).toBeInTheDocument();
    const upload = adminCsvUpload();
    // The page's categories are the spec's default names, sent as data with each upload.
    // The required columns and the banks named are the files' own words.
    const categories = [...DEFAULT_CATEGORIES.REVENUE, ...DEFAULT_CATEGORIES.EXPENSE, ...CSV_REQUIRED_COLUMNS, ...ACCEPTED_BANK_NAMES];
    expect(englishLeft([upload.fileName, upload.uploaderName, upload.uploaderEmail, ...categories])).toEqual([]);
  });

  it('the pending submissions, the year-end packages and the access log', async () => {
    const submissions = renderInAdmin(<PendingSubmissionList />, {
      dataProvider: {
        getList: vi.fn(async () => ({
          data: [
            {
              id: 3,
              userId: 7,
              userName: 'Avery Lambert',
              summaryName: 'October receipts',
              status: 'pending',
              createdAt: '2026-11-02T10:00:00.000Z',
              documents: [{ url: '/api/files/a.pdf', originalName: 'a.pdf' }],
              editRequests: [],
              resultPdfUrl: null,
              resultCsvUrl: null,
              manualTransactionsCsvUrl: null,
            },
          ],
          total: 1,
        })),
      } as never,
      resource: 'pending-submissions',
      locale: 'fr-CA',
      permissions: 'owner',
    });
    expect(await screen.findByRole('article', { name: 'October receipts' })).toHaveTextContent('Avery Lambert (ID : 7)');
    expect(screen.getByText('En attente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marquer comme terminée' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fichier PDF pour October receipts')).toBeInTheDocument();
    expect(englishLeft(['Avery Lambert', 'October receipts', 'a.pdf'])).toEqual([]);
    submissions.unmount();

    const pkg: YearEndPackageRow = {
      id: 4,
      userId: 7,
      clientName: 'Avery Lambert',
      clientEmail: 'avery@example.ca',
      fiscalYearStart: '2025-11-01',
      fiscalYearEnd: '2026-10-31',
      form: 'gifi',
      status: 'pending',
      adminNotes: null,
      createdAt: '2026-11-05T10:00:00.000Z',
      reviewedAt: null,
    };
    const packages = renderInAdmin(<YearEndPackageList />, {
      dataProvider: { getList: vi.fn(async () => ({ data: [pkg], total: 1 })) } as never,
      resource: 'year-end-packages',
      locale: 'fr-CA',
      permissions: 'owner',
    });
    expect(await screen.findByText('Avery Lambert (avery@example.ca)')).toBeInTheDocument();
    for (const header of ['Client', 'Exercice', 'Formulaire', 'Statut', 'Notes', 'Actions'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getAllByText('En attente de révision').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Approuver' })).toBeInTheDocument();
    expect(englishLeft(['Avery Lambert', 'avery@example.ca'])).toEqual([]);
    packages.unmount();

    const entry: AdminAccessLogRow = {
      id: '1',
      at: '2026-11-27T15:04:00.000Z',
      staffUserId: 1,
      staffName: 'Riley Staff',
      staffRole: 'bookkeeper',
      clientUserId: 7,
      clientName: 'Avery Lambert',
      action: 'read',
      route: 'GET /api/admin/users/:id',
      objectKind: 'user',
      objectRef: '7',
      ip: '127.0.0.1',
      what: 'Opened the client page',
    };
    renderInAdmin(<AccessLogList />, {
      dataProvider: { getList: vi.fn(async () => ({ data: [entry], total: 1 })), getMany: vi.fn(async () => ({ data: [] })) } as never,
      resource: 'access-log',
      locale: 'fr-CA',
      permissions: 'owner',
    });
    expect(await screen.findByText('Opened the client page')).toBeInTheDocument();
    for (const header of ['Quand', 'Personnel', 'Client', 'Quoi', 'Route', 'Objet', 'Adresse'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exporter en CSV/ })).toBeInTheDocument();
    expect(englishLeft(['Riley Staff', 'Avery Lambert', 'Opened the client page', entry.route])).toEqual([]);
  });

  it("a client's books and reconciliation pages", async () => {
    const ledger = {
      transactions: [
        {
          transactionId: 17,
          source: 'bank',
          accountName: 'RBC Chequing',
          date: '2026-09-05',
          name: 'ADOBE *CREATIVE CLD',
          amount: '-1113.00',
          category: 'Software',
          duplicateOf: null,
          duplicateDecision: 'distinct',
          transfer: null,
          transferCandidate: false,
          transferDecision: null,
          duplicate: null,
        },
      ],
      pagination: { page: 1, limit: 25, total: 1, totalPages: 1 },
      undecidedDuplicates: 2,
    } as unknown as LedgerResponse;
    const providers = {
      getOne: vi.fn(async () => ({ data: adminUserRow({ id: 12, name: 'Avery Lambert' }) })),
      getClientLedger: vi.fn(async () => ledger),
      getClientReconciliation: vi.fn(async () => ({
        month: '2026-10',
        accounts: [
          {
            accountId: 5,
            accountName: 'RBC Chequing',
            statementOpening: '5230.12',
            statementClosing: '6100.00',
            statementDate: '2026-10-31',
            statementSource: 'entered',
            booksOpening: '5230.12',
            booksClosing: '6087.66',
            difference: '12.34',
            status: 'unreconciled',
            uncleared: [{ transactionId: 301, date: '2026-10-29', name: 'CHEQUE 112', amount: '-12.34' }],
            reconciledBy: null,
            reconciledAt: null,
            adjustment: null,
            enteredBy: 'Riley Staff',
            enteredAt: '2026-11-02T15:00:00.000Z',
          } satisfies ReconciliationAccount,
        ],
      })),
    };
    const renderAt = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <AdminContext
            dataProvider={providers as unknown as DataProvider}
            authProvider={staffAuthProvider}
            i18nProvider={createI18nProvider('fr-CA')}
            store={memoryStore()}
            queryClient={noRetryQueryClient()}
          >
            <Routes>
              <Route path={CLIENT_LEDGER_ROUTE} element={<ClientLedgerPage />} />
              <Route path={CLIENT_RECONCILIATION_ROUTE} element={<ClientReconciliationPage />} />
            </Routes>
          </AdminContext>
        </MemoryRouter>,
      );

    const books = renderAt('/users/12/ledger');
    expect(await screen.findByRole('heading', { name: 'Livres de Avery Lambert' })).toBeInTheDocument();
    expect(await screen.findByText('-1 113,00 $')).toBeInTheDocument();
    expect(screen.getByText('Les deux sont réelles')).toBeInTheDocument();
    expect(screen.getByText('Banque')).toBeInTheDocument();
    expect(screen.getByText('2 doublons possibles attendent une décision pour cette période.')).toBeInTheDocument();
    expect(screen.getByLabelText('Doublons possibles seulement')).toBeInTheDocument();
    expect(englishLeft(['Avery Lambert', 'RBC Chequing', 'ADOBE *CREATIVE CLD', 'Software'])).toEqual([]);
    books.unmount();

    renderAt('/users/12/reconciliation/2026-10');
    const card = await screen.findByRole('article', { name: 'RBC Chequing' });
    expect(await screen.findByRole('heading', { name: 'Rapprochement de Avery Lambert, octobre 2026' })).toBeInTheDocument();
    expect(within(card).getByText('Non rapproché')).toBeInTheDocument();
    expect(within(card).getByText(/^Solde du relevé : Saisi par Riley Staff le 2 nov\. 2026/)).toBeInTheDocument();
    expect(within(card).getByRole('table', { name: 'RBC Chequing : relevé comparé aux livres' })).toHaveTextContent('12,34 $');
    expect(within(card).getByRole('button', { name: 'Rapprocher' })).toBeInTheDocument();
    expect(englishLeft(['Avery Lambert', 'RBC Chequing', 'CHEQUE 112', 'Riley Staff'])).toEqual([]);
  });

  it("the client tax section's Mark as filed", async () => {
    const dataProvider = {
      getClientTaxProfile: vi.fn(async () => ({
        province: 'QC',
        gstHstNumber: null,
        filingFrequency: 'quarterly',
        method: 'regular',
        businessStructure: 'sole_proprietor',
        taxYearEnd: '12-31',
      })),
      getClientGstHstReturns: vi.fn(async () => [
        { periodStart: '2026-07-01', periodEnd: '2026-09-30', dueDate: '2026-10-31', paymentDueDate: '2026-10-31', status: 'past_due', netTax: '102.70' },
      ]),
      getClientGstHstWorksheet: vi.fn(async () => ({
        period: { start: '2026-07-01', end: '2026-09-30', dueDate: '2026-10-31', paymentDueDate: '2026-10-31' },
        lines: { '101': '1000.00', '103': '130.00', '104': '0.00', '105': '130.00', '106': '27.30', '107': '0.00', '108': '27.30', '109': '102.70' },
        qst: null,
        filed: { filedAt: '2026-10-20T10:00:00.000Z', filedBy: 'Riley Staff' },
      })),
      getClientTaxTreatments: vi.fn(async () => []),
    };
    renderInAdmin(
      <RecordContextProvider value={adminUserRow({ id: 12 })}>
        <ClientTaxSection />
      </RecordContextProvider>,
      { dataProvider: dataProvider as never, resource: 'users', locale: 'fr-CA', queryClient: noRetryQueryClient() },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Feuille de travail' }));
    const filing = await screen.findByRole('group', { name: 'Production' });
    expect(filing).toHaveTextContent('Produite le 2026-10-20 par Riley Staff · montants figés');
    expect(within(filing).getByRole('button', { name: 'Annuler la production' })).toBeInTheDocument();
  });

  it('the Plaid diagnostics and the Security page', async () => {
    const diagnostics = renderInAdmin(<PlaidDiagnosticsPage />, {
      dataProvider: {
        testPlaidCredentials: vi.fn().mockRejectedValue(new Error('offline')),
        testPlaidConnection: vi.fn().mockRejectedValue(new Error('offline')),
      } as never,
      locale: 'fr-CA',
      queryClient: noRetryQueryClient(),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const creds = await screen.findByRole('region', { name: 'Vérification des identifiants' });
    expect(await within(creds).findByText('Environnement : unknown')).toBeInTheDocument();
    expect(within(creds).getByText('ID client : Manquant')).toBeInTheDocument();
    expect(await screen.findByText('Impossible d’obtenir l’état de la connexion auprès du serveur')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dépannage' })).toBeInTheDocument();
    // Transactions is the name of Plaid's product.
    expect(englishLeft(['Transactions'])).toEqual([]);
    diagnostics.unmount();

    renderInAdmin(<SecurityPage />, {
      dataProvider: { getStaffMfaStatus: vi.fn(async () => ({ enabled: true, required: false, recoveryCodesLeft: 1 })) } as never,
      locale: 'fr-CA',
      queryClient: noRetryQueryClient(),
    });
    expect(await screen.findByText('La connexion à deux facteurs est activée pour votre compte.')).toBeInTheDocument();
    expect(screen.getByText('1 code de récupération inutilisé restant.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Configurer un nouvel authentificateur' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Votre photo' })).toBeInTheDocument();
    expect(englishLeft(['Riley Staff'])).toEqual([]);
  });
});
