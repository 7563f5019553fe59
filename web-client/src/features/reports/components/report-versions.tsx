import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReportStatus, type MonthlyReportDto, type ReportRowChange, type ReportVersionChanges } from '@ledgerleaf/contracts';
import { formatAmount, formatDate } from '../../../lib/format';

const rowLabel = (row: ReportRowChange) => `${row.name} (${formatAmount(row.amount)})`;
const category = (name: string | null) => name ?? 'Uncategorized';

/** Each line of a version's changelog: rows recategorized, added, removed, then the totals that moved. */
export function changeLines(changes: ReportVersionChanges): string[] {
  return [
    ...changes.recategorized.map((r) => `${rowLabel(r)}: ${category(r.from)} → ${category(r.to)}`),
    ...changes.added.map((r) => `Added ${rowLabel(r)}${r.to ? ` in ${r.to}` : ''}`),
    ...changes.removed.map((r) => `Removed ${rowLabel(r)}${r.from ? ` from ${r.from}` : ''}`),
    ...changes.totals.map((t) => `${t.category} total: ${formatAmount(t.from)} → ${formatAmount(t.to)}`),
  ];
}

/**
 * A report's versions as the client sees them: "Version 2 — corrected on …" with why and
 * what changed, and a note while a newer version is being reviewed (the files shown stay
 * the approved version's). Nothing for a report that was never reopened.
 */
export function ReportVersions({ report }: { report: MonthlyReportDto }) {
  const shown = report.versions.find((v) => v.version === report.version);
  const next = report.versions.find((v) => v.version > report.version && v.status !== ReportStatus.APPROVED);
  const lines = shown?.changes ? changeLines(shown.changes) : [];
  if (report.version <= 1 && !next) return null;
  return (
    <Box sx={{ mt: 2 }}>
      {report.version > 1 && shown && (
        <Box component="section" aria-label={`Version ${report.version} changes`}>
          <Typography variant="subtitle2" component="h4">
            Version {report.version}
            {shown.approvedAt ? ` — corrected on ${formatDate(shown.approvedAt.slice(0, 10))}` : ''}
          </Typography>
          {shown.reason && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Why: {shown.reason}
            </Typography>
          )}
          {lines.length > 0 ? (
            <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
              {lines.map((line) => (
                <Typography component="li" variant="body2" key={line}>
                  {line}
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography variant="body2">No transaction or total changed against version {report.version - 1}.</Typography>
          )}
        </Box>
      )}
      {next && (
        <Alert severity="info" sx={{ mt: 1 }}>
          Your bookkeeper reopened this report{next.reason ? `: ${next.reason}` : '.'} Version {next.version} is being reviewed; until it is approved, the files
          below are version {report.version}.
        </Alert>
      )}
    </Box>
  );
}
