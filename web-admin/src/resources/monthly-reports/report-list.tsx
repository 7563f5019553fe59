import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { List, useListContext } from 'react-admin';
import { useAreaTranslate } from '../../i18n';
import type { AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import { EmptyState } from '../../components/empty-state';
import { ListLoadError } from '../../components/list-load-error';
import { useMyClientsFilter } from '../../components/my-clients-filter';
import { ReportGrid } from './report-card';

const ReportCards = ({ label, card, empty }: { label: string; card: (report: AdminMonthlyReportDto) => ReactNode; empty: { title: string; body: string } }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  const { data, isPending } = useListContext<AdminMonthlyReportDto>();
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label={t('loading')} />;
  // Empty under a filter ("My clients"): the list's own empty state shows only without one.
  if (!data?.length) return <EmptyState icon={<AssessmentIcon />} message={empty.title} detail={empty.body} />;
  return <ReportGrid label={label}>{data?.map((report) => card(report))}</ReportGrid>;
};

/** A staff list of reports as a grid of cards, paged by the API in the order it gives (it knows the work order); a bookkeeper starts on "My clients". */
export const ReportList = ({
  label,
  empty,
  card,
}: {
  label: string;
  empty: { title: string; body: string };
  card: (report: AdminMonthlyReportDto) => ReactNode;
}) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  const myClients = useMyClientsFilter();
  if (myClients.isPending) return <LinearProgress sx={{ m: 2 }} aria-label={t('loading')} />;
  return (
    <List
      perPage={25}
      filters={myClients.filters()}
      filterDefaultValues={myClients.defaultValues}
      empty={<EmptyState icon={<AssessmentIcon />} message={empty.title} detail={empty.body} />}
      error={<ListLoadError />}
      exporter={false}
      // The API orders each list itself (its data provider sends no sort); there is nothing to sort by here.
      sort={{ field: 'id', order: 'ASC' }}
    >
      <ReportCards label={label} card={card} empty={empty} />
    </List>
  );
};
