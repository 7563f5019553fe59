import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceDefinitionContextProvider } from 'react-admin';
import { QUESTION_TEXTS, SUBMISSION_ADMIN_TEXTS } from '@ledgerleaf/contracts';
import { ConsoleMenu } from '../../layout/console-menu';
import { adminQuestion } from '../../test/fixtures';
import { noRetryQueryClient } from '../../test/no-retry-query-client';
import { renderInAdmin } from '../../test/render-in-admin';
import QuestionList from './question-list';

const question = adminQuestion();

const render = (ui: React.ReactNode, resource: string, api: object) =>
  renderInAdmin(
    <>
      {ui}
      <Notification />
    </>,
    { dataProvider: api as never, resource, queryClient: noRetryQueryClient() },
  );

describe('questions in the console', () => {
  it('lists the questions with the client, the transaction and the answer, filtered by status', async () => {
    const getList = vi.fn(async (resource: string) => (resource === 'questions' ? { data: [question], total: 1 } : { data: [], total: 0 }));
    render(<QuestionList />, 'questions', { getList, getMany: async () => ({ data: [] }) });
    expect(await screen.findByText('What was this payment?')).toBeInTheDocument();
    expect(screen.getByText('Professional Fees · The accountant')).toBeInTheDocument();
    expect(screen.getByText('2026-10-03 · ZQX HOLDINGS 4471 · -250.00')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('questions', expect.objectContaining({ sort: { field: 'askedAt', order: 'DESC' } }));
  });

  it('opens the receipt the client attached after a HEAD check, and says so when it is gone', async () => {
    const url = '/api/downloads/question-receipt/5/invoice%20771.pdf';
    const withReceipt = { ...question, answer: { category: null, note: null, receipt: { fileName: 'invoice 771.pdf', url } } };
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 200 }))
      .mockResolvedValueOnce(new Response(null, { status: 404 }));
    const openMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('open', openMock);
    try {
      render(<QuestionList />, 'questions', { getList: vi.fn(async () => ({ data: [withReceipt], total: 1 })), getMany: async () => ({ data: [] }) });
      const button = await screen.findByRole('button', { name: 'invoice 771.pdf' });
      await userEvent.click(button);
      await waitFor(() => expect(openMock).toHaveBeenCalledWith(url, '_blank', 'noopener'));
      expect(fetchMock).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'HEAD', credentials: 'include' }));
      await userEvent.click(button);
      expect(await screen.findByText(SUBMISSION_ADMIN_TEXTS.attachmentMissing('invoice 771.pdf'))).toBeInTheDocument();
      expect(openMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the empty state', async () => {
    render(<QuestionList />, 'questions', { getList: vi.fn(async () => ({ data: [], total: 0 })), getMany: async () => ({ data: [] }) });
    expect(await screen.findByText(QUESTION_TEXTS.consoleEmpty)).toBeInTheDocument();
  });

  it('counts the answers to act on in the menu badge', async () => {
    const getList = vi.fn(async (resource: string) => ({ data: [], total: resource === 'questions' ? 3 : 0 }));
    renderInAdmin(
      <ResourceDefinitionContextProvider definitions={{ questions: { name: 'questions', hasList: true, options: { label: 'Questions' } } }}>
        <ConsoleMenu />
      </ResourceDefinitionContextProvider>,
      { dataProvider: { getAdminStats: vi.fn().mockResolvedValue({ pendingCallRequests: 0, unreadMessages: 0, users: 1 }), getList } as never },
    );
    await waitFor(() => expect(within(screen.getByRole('menuitem', { name: /Questions/ })).getByText('3')).toBeInTheDocument());
    expect(getList).toHaveBeenCalledWith('questions', expect.objectContaining({ filter: { toActOn: true } }));
  });
});
