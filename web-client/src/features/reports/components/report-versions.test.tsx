import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { makeReport } from '../../../test/fixtures';
import { ReportVersions } from './report-versions';

const v1 = { version: 1, status: 'approved' as const, approvedAt: '2026-10-04T14:00:00.000Z', reason: null, reopenedAt: null, reopenedBy: null, changes: null };
const reason = 'The monthly fee is the accounting software subscription.';

describe('a report’s versions on its card', () => {
  it('shows nothing for a report never reopened', () => {
    const { container } = render(<ReportVersions report={makeReport()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says a newer version is being reviewed while the client keeps the approved one', () => {
    render(
      <ReportVersions
        report={makeReport({
          version: 1,
          versions: [v1, { ...v1, version: 2, status: 'pending', approvedAt: null, reason, reopenedAt: '2026-11-05T10:00:00.000Z' }],
        })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Your bookkeeper reopened this report: ${reason} Version 2 is being reviewed; until it is approved, the files below are version 1.`,
    );
  });

  it('shows "Version 2 — corrected on …" with the reason and the changelog naming the recategorized row', () => {
    const report = makeReport({
      version: 2,
      versions: [
        v1,
        {
          version: 2,
          status: 'approved',
          approvedAt: '2026-11-06T15:00:00.000Z',
          reason,
          reopenedAt: '2026-11-05T10:00:00.000Z',
          reopenedBy: null,
          changes: {
            recategorized: [{ transactionId: 88, name: 'MONTHLY FEE', amount: '-4.95', from: 'Bank Fees', to: 'Software' }],
            added: [{ transactionId: 90, name: 'TIM HORTONS', amount: '-12.40', from: null, to: 'Travel & Meals' }],
            removed: [],
            totals: [{ category: 'Software', from: '113.00', to: '117.95' }],
          },
        },
      ],
    });
    render(<ReportVersions report={report} />);
    const section = screen.getByRole('region', { name: 'Version 2 changes' });
    expect(within(section).getByRole('heading', { name: 'Version 2 — corrected on Nov 6, 2026' })).toBeInTheDocument();
    expect(within(section).getByText(`Why: ${reason}`)).toBeInTheDocument();
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['MONTHLY FEE (-$4.95): Bank Fees → Software', 'Added TIM HORTONS (-$12.40) in Travel & Meals', 'Software total: $113.00 → $117.95']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
