import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_TEXTS, CSV_MESSAGES, QUESTION_TEXTS, REPORT_MESSAGES } from '@ledgerleaf/contracts';
import InboxList from '../resources/conversations/inbox-list';
import { CsvUploadList } from '../resources/csv-uploads/csv-upload-list';
import PendingReportList from '../resources/monthly-reports/pending-report-list';
import RejectedReportList from '../resources/monthly-reports/rejected-report-list';
import QuestionList from '../resources/questions/question-list';
import YearEndPackageList from '../resources/year-end-packages/year-end-package-list';
import { renderInAdmin } from '../test/render-in-admin';

// "My clients" on the console's lists of clients' work besides Users and submissions (issue 29, point 2).
// The test identity is staff #1 (render-in-admin).
const lists: { name: string; List: ComponentType; resource: string; empty: string; own?: Record<string, unknown> }[] = [
  { name: 'pending reports', List: PendingReportList, resource: 'monthly-reports', empty: REPORT_MESSAGES.noPendingTitle },
  { name: 'rejected reports', List: RejectedReportList, resource: 'rejected-reports', empty: REPORT_MESSAGES.noRejectedTitle },
  { name: 'CSV uploads', List: CsvUploadList, resource: 'csv-uploads', empty: CSV_MESSAGES.emptyTitle },
  { name: 'questions', List: QuestionList, resource: 'questions', empty: QUESTION_TEXTS.consoleEmpty },
  {
    name: 'year-end packages',
    List: YearEndPackageList,
    resource: 'year-end-packages',
    empty: 'No year-end packages match this filter',
    own: { status: 'pending' },
  },
  { name: 'the conversations inbox', List: InboxList, resource: 'conversations', empty: CONVERSATION_TEXTS.inboxEmpty },
];

const emptyProvider = () => ({ getList: vi.fn().mockResolvedValue({ data: [], total: 0 }) });

describe.each(lists)('$name: "My clients"', ({ List, resource, empty, own = {} }) => {
  // Lists keep their filter in the address; each test starts from a fresh one (as a first visit does).
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('a bookkeeper starts on their clients, sees the empty state under the filter, and can clear it to see all', async () => {
    const dataProvider = emptyProvider();
    renderInAdmin(<List />, { dataProvider, resource, permissions: 'bookkeeper' });

    expect(await screen.findByText(new RegExp(empty))).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(resource, expect.objectContaining({ filter: { ...own, accountManagerId: 1 } }));
    expect(dataProvider.getList).not.toHaveBeenCalledWith(resource, expect.objectContaining({ filter: own }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Account manager' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Clear value' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith(resource, expect.objectContaining({ filter: own })));
  });

  it('an owner starts on every client, with "My clients" to choose', async () => {
    const dataProvider = emptyProvider();
    renderInAdmin(<List />, { dataProvider, resource, permissions: 'owner' });

    expect(await screen.findByRole('combobox', { name: 'Account manager' })).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith(resource, expect.objectContaining({ filter: own })));
    expect(dataProvider.getList).not.toHaveBeenCalledWith(resource, expect.objectContaining({ filter: expect.objectContaining({ accountManagerId: 1 }) }));
  });
});
