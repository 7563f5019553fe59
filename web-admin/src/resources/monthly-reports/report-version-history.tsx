import { Box, Typography } from '@mui/material';
import { REPORT_STATUS_LABELS, type AdminMonthlyReportDto, type AdminReportVersionDto } from '@ledgerleaf/contracts';
import { formatDateTime } from '../../format-dates';

/** The staff member by name; by id only when their account is gone. */
const reopener = (v: AdminReportVersionDto) => v.reopenedByName ?? (v.reopenedBy ? `staff user ${v.reopenedBy}` : null);

/** A reopened report's versions, oldest first: who reopened each, when and why, and when it was approved. */
export const ReportVersionHistory = ({ report }: { report: AdminMonthlyReportDto }) => {
  if (report.versions.length < 2) return null;
  return (
    <Box component="section" aria-label="Version history">
      <Typography variant="subtitle2" component="h3">
        Version history
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        {report.versions.map((v) => (
          <li key={v.version}>
            Version {v.version} · {REPORT_STATUS_LABELS[v.status]}
            {v.approvedAt ? ` ${formatDateTime(v.approvedAt)}` : ''}
            {v.reopenedAt ? ` · reopened ${formatDateTime(v.reopenedAt)}${reopener(v) ? ` by ${reopener(v)}` : ''}: ${v.reason ?? ''}` : ''}
          </li>
        ))}
      </Box>
    </Box>
  );
};
