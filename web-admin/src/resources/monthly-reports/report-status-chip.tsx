// The report's status chip is shared with the month-close board.
export { ReportStatusChip } from '../../components/report-status-chip';
