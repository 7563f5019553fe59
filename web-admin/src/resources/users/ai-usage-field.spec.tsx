import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { AI_USAGE_TEXTS, type AiUsageResponse } from '@ledgerleaf/contracts';
import AiUsageField from './ai-usage-field';
import { renderInAdmin } from '../../test/render-in-admin';
import { adminUserRow } from '../../test/fixtures';

const usage = (overrides: Partial<AiUsageResponse> = {}): AiUsageResponse => ({
  month: '2026-11',
  requests: 4,
  promptTokens: 300_000,
  cachedTokens: 0,
  completionTokens: 200_000,
  totalTokens: 500_000,
  monthlyTokenCap: 2_000_000,
  ...overrides,
});

const renderField = (getUserAiUsage: () => Promise<AiUsageResponse>) =>
  renderInAdmin(
    <RecordContextProvider value={adminUserRow({ id: 12 })}>
      <AiUsageField />
    </RecordContextProvider>,
    { dataProvider: { getUserAiUsage: vi.fn(getUserAiUsage) } as never, resource: 'users' },
  );

describe('AiUsageField', () => {
  it("shows the client's tokens this month against the cap", async () => {
    renderField(async () => usage());
    expect(await screen.findByText(AI_USAGE_TEXTS.ofCap(500_000, 2_000_000))).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: AI_USAGE_TEXTS.label })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.queryByText(AI_USAGE_TEXTS.capReached)).not.toBeInTheDocument();
  });

  it('says when the cap is reached', async () => {
    renderField(async () => usage({ totalTokens: 2_100_000 }));
    expect(await screen.findByText(AI_USAGE_TEXTS.capReached)).toBeInTheDocument();
  });

  it('says when the usage cannot be loaded', async () => {
    renderField(async () => {
      throw new Error('down');
    });
    expect(await screen.findByText(AI_USAGE_TEXTS.loadFailed)).toBeInTheDocument();
  });
});
