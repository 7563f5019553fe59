import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import {
  REPORT_MESSAGES,
  type GenerateMonthlyReportAcceptedResponse,
  type MonthlyReportDto,
  type MonthlyReportsResponse,
  type ReportBuildDto,
} from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { makeReport } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { parseMonthInput } from './generate-month-dialog';
import { ReportsPanel } from './reports-panel';

const routes: RouteObject[] = [{ path: '/dashboard', element: <ReportsPanel /> }];
const LIST = '/api/plaid/monthly-reports';
const render = () => renderRoutes(routes, '/dashboard');

const rejected = makeReport({
  id: 43,
  reportId: 'RPT-2026-08-000043',
  month: 8,
  startDate: '2026-08-01',
  endDate: '2026-08-31',
  status: 'rejected',
  adminNotes: 'Adobe is software.',
  summary: null,
});

/** An in-memory reports API: the list, and whatever each test adds. */
function reportsServer(initial: MonthlyReportDto[], extra: Parameters<typeof stubApi>[0] = {}) {
  let reports = [...initial];
  let builds: ReportBuildDto[] = [];
  const fetchMock = stubApi({
    [`GET ${LIST}`]: () => jsonResponse({ status: builds.length ? 'generating' : 'ready', reports, builds } satisfies MonthlyReportsResponse),
    ...extra,
  });
  return { fetchMock, set: (next: MonthlyReportDto[], nextBuilds: ReportBuildDto[] = []) => ((reports = next), (builds = nextBuilds)) };
}

const openRecategorize = async () => {
  await userEvent.click(within(await screen.findByRole('article', { name: 'August 2026' })).getByRole('button', { name: 'Recategorize' }));
  return screen.findByRole('dialog', { name: 'Recategorize August 2026' });
};

describe('Recategorize dialog', () => {
  it('refuses text without a valid `name => category` line with the spec message, and sends nothing', async () => {
    const server = reportsServer([rejected]);
    render();
    const dialog = await openRecategorize();

    await userEvent.type(within(dialog).getByLabelText('Feedback examples'), 'ADOBE is software{enter}=> Software{enter}Rogers =>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recategorize' }));

    expect(within(dialog).getByText(REPORT_MESSAGES.noValidFeedback)).toBeInTheDocument();
    expect(callsTo(server.fetchMock, 'POST', `${LIST}/43/recategorize`)).toHaveLength(0);
  });

  it('sends one example per valid line with quotes stripped, closes, and shows the report back in review', async () => {
    const server = reportsServer([rejected], {
      [`POST ${LIST}/43/recategorize`]: () => {
        const rebuilt = { ...rejected, status: 'pending' as const, adminNotes: null };
        server.set([rebuilt]);
        return jsonResponse({ message: REPORT_MESSAGES.generated('August 2026'), report: rebuilt });
      },
    });
    render();
    const dialog = await openRecategorize();

    const field = within(dialog).getByLabelText('Feedback examples');
    await userEvent.click(field);
    await userEvent.paste('"ADOBE *CREATIVE CLOUD" => "Software"\nnot an example\n  ‘ROGERS WIRELESS’ =>  Telephone & Internet  \n');
    expect(within(dialog).getByText('2 valid examples')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recategorize' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(server.fetchMock, 'POST', `${LIST}/43/recategorize`)).toEqual([
      {
        feedbackExamples: [
          { transactionName: 'ADOBE *CREATIVE CLOUD', correctCategory: 'Software' },
          { transactionName: 'ROGERS WIRELESS', correctCategory: 'Telephone & Internet' },
        ],
      },
    ]);
    expect(await screen.findByText(REPORT_MESSAGES.generated('August 2026'))).toBeInTheDocument();
    const august = screen.getByRole('article', { name: 'August 2026' });
    expect(await within(august).findByText('Pending Review')).toBeInTheDocument();
    expect(within(august).queryByText('Adobe is software.')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's 400 (a category that is not the client's)", async () => {
    const message = REPORT_MESSAGES.unknownCategories(['Crypto']);
    reportsServer([rejected], { [`POST ${LIST}/43/recategorize`]: () => errorResponse(400, message) });
    render();
    const dialog = await openRecategorize();

    await userEvent.type(within(dialog).getByLabelText('Feedback examples'), 'COINBASE => Crypto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recategorize' }));

    expect(await within(dialog).findByText(REPORT_MESSAGES.recategorizeFailed)).toBeInTheDocument();
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Feedback examples')).toHaveValue('COINBASE => Crypto');
  });
});

describe('Generate', () => {
  it('generates last month and shows it in the list', async () => {
    const october = makeReport({ status: 'pending', reviewedAt: null });
    const server = reportsServer([], {
      'POST /api/plaid/generate-recent-reports': () => {
        server.set([october]);
        return jsonResponse({ message: REPORT_MESSAGES.generated('October 2026'), report: october });
      },
    });
    render();

    await userEvent.click(await screen.findByRole('button', { name: 'Generate Last Month' }));

    expect(await screen.findByRole('article', { name: 'October 2026' })).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.generated('October 2026'))).toBeInTheDocument();
    expect(bodiesOf(server.fetchMock, 'POST', '/api/plaid/generate-recent-reports')).toEqual([{}]);
  });

  it('says the report is on its way when the server is still building it (202), and shows its progress', async () => {
    const build: ReportBuildDto = { year: 2026, month: 10, status: 'generating', progress: 0, failure: null };
    const accepted: GenerateMonthlyReportAcceptedResponse = { message: REPORT_MESSAGES.generating('October 2026'), status: 'generating', build };
    const server = reportsServer([], {
      'POST /api/plaid/generate-recent-reports': () => {
        server.set([], [{ ...build, progress: 35 }]);
        return jsonResponse(accepted, 202);
      },
    });
    render();

    await userEvent.click(await screen.findByRole('button', { name: 'Generate Last Month' }));

    expect(await screen.findByText('Report on its way')).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.generating('October 2026'))).toBeInTheDocument();
    expect(await screen.findByText(REPORT_MESSAGES.buildProgress('October 2026', 35))).toBeInTheDocument();
    expect(screen.queryByText('Report generated')).not.toBeInTheDocument();
  });

  it("toasts 'Failed to generate report' with the reason when last month is approved", async () => {
    reportsServer([makeReport()], { 'POST /api/plaid/generate-recent-reports': () => errorResponse(409, REPORT_MESSAGES.approvedLocked) });
    render();

    await userEvent.click(await screen.findByRole('button', { name: 'Generate Last Month' }));

    expect(await screen.findByText(REPORT_MESSAGES.generateFailed)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.approvedLocked)).toBeInTheDocument();
  });

  it('generates a chosen month, and shows the refusal of a month that has not ended in the dialog', async () => {
    const september = makeReport({ id: 50, month: 9, startDate: '2026-09-01', endDate: '2026-09-30', status: 'pending' });
    const server = reportsServer([], {
      [`POST ${LIST}`]: (init) => {
        const { year, month } = JSON.parse(String(init?.body)) as { year: number; month: number };
        if (year === 2027) return errorResponse(400, REPORT_MESSAGES.futureMonth);
        server.set([september]);
        return jsonResponse({ message: REPORT_MESSAGES.generated('September 2026'), report: { ...september, year, month } });
      },
    });
    render();

    await userEvent.click(await screen.findByRole('button', { name: 'Choose Month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate a report for a month' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(within(dialog).getByText('Choose a month.')).toBeInTheDocument();

    const month = within(dialog).getByLabelText('Month');
    await userEvent.type(month, '2027-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.futureMonth)).toBeInTheDocument();
    expect(within(dialog).getByText(REPORT_MESSAGES.generateFailed)).toBeInTheDocument();

    await userEvent.clear(month);
    await userEvent.type(month, '2026-09');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'September 2026' })).toBeInTheDocument();
    expect(bodiesOf(server.fetchMock, 'POST', LIST)).toEqual([
      { year: 2027, month: 1 },
      { year: 2026, month: 9 },
    ]);
  });

  it('reads only whole months from the month field', () => {
    expect(parseMonthInput('2026-10')).toEqual({ year: 2026, month: 10 });
    expect(parseMonthInput('2026-13')).toBeNull();
    expect(parseMonthInput('')).toBeNull();
    expect(parseMonthInput('2026-1')).toBeNull();
  });
});

describe('Clear all', () => {
  it('asks first; Cancel keeps the reports, Clear All deletes them', async () => {
    const server = reportsServer([makeReport(), rejected], {
      [`DELETE ${LIST}`]: () => {
        server.set([]);
        return jsonResponse({ message: REPORT_MESSAGES.cleared });
      },
    });
    render();
    await screen.findByRole('article', { name: 'October 2026' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    let dialog = await screen.findByRole('dialog', { name: 'Clear all reports?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.fetchMock, 'DELETE', LIST)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    dialog = await screen.findByRole('dialog', { name: 'Clear all reports?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear All' }));

    expect(await screen.findByText('No reports yet')).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.cleared)).toBeInTheDocument();
    expect(callsTo(server.fetchMock, 'DELETE', LIST)).toHaveLength(1);
  });

  it("toasts 'Failed to clear reports' and keeps the list", async () => {
    reportsServer([makeReport()], { [`DELETE ${LIST}`]: () => errorResponse(500, 'Internal server error') });
    render();
    await screen.findByRole('article', { name: 'October 2026' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Clear all reports?' })).getByRole('button', { name: 'Clear All' }));

    expect(await screen.findByText(REPORT_MESSAGES.clearFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'October 2026' })).toBeInTheDocument();
  });
});
