import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { List, useListContext } from 'react-admin';
import type { AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import { EmptyState } from '../../components/empty-state';
import { ListLoadError } from '../../components/list-load-error';
import { ReportGrid } from './report-card';

const ReportCards = ({ label, card }: { label: string; card: (report: AdminMonthlyReportDto) => ReactNode }) => {
  const { data, isPending } = useListContext<AdminMonthlyReportDto>();
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label="Loading reports" />;
  return <ReportGrid label={label}>{data?.map((report) => card(report))}</ReportGrid>;
};

/** A staff list of reports as a grid of cards, paged by the API in the order it gives (it knows the work order). */
export const ReportList = ({
  label,
  empty,
  card,
}: {
  label: string;
  empty: { title: string; body: string };
  card: (report: AdminMonthlyReportDto) => ReactNode;
}) => (
  <List
    perPage={25}
    empty={<EmptyState icon={<AssessmentIcon />} message={empty.title} detail={empty.body} />}
    error={<ListLoadError />}
    exporter={false}
    // The API orders each list itself (its data provider sends no sort); there is nothing to sort by here.
    sort={{ field: 'id', order: 'ASC' }}
  >
    <ReportCards label={label} card={card} />
  </List>
);
