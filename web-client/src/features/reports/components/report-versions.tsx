import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReportStatus, type MonthlyReportDto, type ReportRowChange, type ReportVersionChanges } from '@ledgerleaf/contracts';
import { formatAmount, formatDate } from '../../../lib/format';

/** Each line of a version's changelog: rows recategorized, added, removed, then the totals that moved. */
export function changeLines(changes: ReportVersionChanges, t: TFunction<'reports'>): string[] {
  const row = (r: ReportRowChange) => t('versions.row', { name: r.name, amount: formatAmount(r.amount) });
  const category = (name: string | null) => name ?? t('versions.uncategorized');
  return [
    ...changes.recategorized.map((r) => t('versions.recategorized', { row: row(r), from: category(r.from), to: category(r.to) })),
    ...changes.added.map((r) => (r.to ? t('versions.addedIn', { row: row(r), category: r.to }) : t('versions.added', { row: row(r) }))),
    ...changes.removed.map((r) => (r.from ? t('versions.removedFrom', { row: row(r), category: r.from }) : t('versions.removed', { row: row(r) }))),
    ...changes.totals.map((c) => t('versions.total', { category: c.category, from: formatAmount(c.from), to: formatAmount(c.to) })),
  ];
}

/**
 * A report's versions as the client sees them: "Version 2 — corrected on …" with why and
 * what changed, and a note while a newer version is being reviewed (the files shown stay
 * the approved version's). Nothing for a report that was never reopened.
 */
export function ReportVersions({ report }: { report: MonthlyReportDto }) {
  const { t } = useTranslation('reports');
  const shown = report.versions.find((v) => v.version === report.version);
  const next = report.versions.find((v) => v.version > report.version && v.status !== ReportStatus.APPROVED);
  const lines = shown?.changes ? changeLines(shown.changes, t) : [];
  if (report.version <= 1 && !next) return null;
  return (
    <Box sx={{ mt: 2 }}>
      {report.version > 1 && shown && (
        <Box component="section" aria-label={t('versions.changes', { version: report.version })}>
          <Typography variant="subtitle2" component="h4">
            {t('versions.version', { version: report.version })}
            {shown.approvedAt ? t('versions.correctedOn', { date: formatDate(shown.approvedAt.slice(0, 10)) }) : ''}
          </Typography>
          {shown.reason && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('versions.why', { reason: shown.reason })}
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
            <Typography variant="body2">{t('versions.noChange', { previous: report.version - 1 })}</Typography>
          )}
        </Box>
      )}
      {next && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {next.reason
            ? t('versions.reopenedBecause', { reason: next.reason, next: next.version, version: report.version })
            : t('versions.reopened', { next: next.version, version: report.version })}
        </Alert>
      )}
    </Box>
  );
}
