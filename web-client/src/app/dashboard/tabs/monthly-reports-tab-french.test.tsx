// The Monthly Reports tab's own views in French (issue 31): the dashboard namespace's tabs.monthlyReports.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { pending, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { MonthlyReportsTab } from './monthly-reports-tab';
import { inFrench } from '../../../test/french';

describe('the Monthly Reports tab in French', () => {
  inFrench();

  it('names its views in French', async () => {
    stubApi({ 'GET /api/plaid/monthly-reports': () => pending() });
    renderRoutes([{ path: '/dashboard', element: <MonthlyReportsTab /> }], '/dashboard?tab=reports');

    const views = await screen.findByRole('tablist', { name: 'Sections des rapports mensuels' });
    expect(within(views).getByRole('tab', { name: 'Rapports', selected: true })).toBeInTheDocument();
    expect(within(views).getByRole('tab', { name: 'Configuration des catégories' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Reports|Category Configuration/ })).not.toBeInTheDocument();
  });
});
