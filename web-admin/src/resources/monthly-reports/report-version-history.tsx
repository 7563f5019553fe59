import { Box, Typography } from '@mui/material';
import type { AdminMonthlyReportDto, AdminReportVersionDto } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { formatDateTime } from '../../format-dates';

/** A reopened report's versions, oldest first: who reopened each, when and why, and when it was approved. */
export const ReportVersionHistory = ({ report }: { report: AdminMonthlyReportDto }) => {
  const t = useAreaTranslate('ledgerleaf.reports.versions');
  // The staff member by name; by id only when their account is gone.
  const reopener = (v: AdminReportVersionDto) => v.reopenedByName ?? (v.reopenedBy ? t('staffUser', { id: v.reopenedBy }) : null);
  const reopened = (v: AdminReportVersionDto, at: string) => {
    const name = reopener(v);
    const date = formatDateTime(at);
    return name ? t('reopenedBy', { date, name, reason: v.reason ?? '' }) : t('reopened', { date, reason: v.reason ?? '' });
  };
  if (report.versions.length < 2) return null;
  return (
    <Box component="section" aria-label={t('title')}>
      <Typography variant="subtitle2" component="h3">
        {t('title')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        {report.versions.map((v) => (
          <li key={v.version}>
            {t('version', { version: v.version, status: t(`status.${v.status}`) })}
            {v.approvedAt ? ` ${formatDateTime(v.approvedAt)}` : ''}
            {v.reopenedAt ? reopened(v, v.reopenedAt) : ''}
          </li>
        ))}
      </Box>
    </Box>
  );
};
