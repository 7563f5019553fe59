import { LinearProgress, Typography } from '@mui/material';
import { DataTable, List, SelectInput } from 'react-admin';
import { YEAR_END_PACKAGE_STATUS_LABELS, YEAR_END_PACKAGE_STATUSES, type YearEndPackageRow } from '@ledgerleaf/contracts';
import { ListLoadError } from '../../components/list-load-error';
import { useMyClientsFilter } from '../../components/my-clients-filter';
import { YearEndPackageActions } from './year-end-package-actions';

const Column = DataTable.Col<YearEndPackageRow>;

const statusChoices = YEAR_END_PACKAGE_STATUSES.map((id) => ({ id, name: YEAR_END_PACKAGE_STATUS_LABELS[id] }));
const filters = [<SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />];

const Empty = () => (
  <Typography sx={{ p: 3 }} color="text.secondary">
    No year-end packages match this filter. A package is prepared when a client's last month of the fiscal year is approved.
  </Typography>
);

/** Year-end packages to review, oldest first, pending by default (like the pending reports); a bookkeeper starts on "My clients". */
const YearEndPackageList = () => {
  const myClients = useMyClientsFilter();
  if (myClients.isPending) return <LinearProgress sx={{ m: 2 }} />;
  return (
    <List
      filters={myClients.filters(filters)}
      filterDefaultValues={{ status: 'pending', ...myClients.defaultValues }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      empty={<Empty />}
      error={<ListLoadError />}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} empty={<Empty />}>
        <Column source="clientName" label="Client" disableSort render={(p) => `${p.clientName ?? ''} (${p.clientEmail ?? ''})`} />
        <Column source="fiscalYearEnd" label="Fiscal year" render={(p) => `${p.fiscalYearStart} – ${p.fiscalYearEnd}`} />
        <Column source="form" label="Form" disableSort render={(p) => (p.form === 'gifi' ? 'GIFI' : 'T2125')} />
        <Column source="status" label="Status" disableSort render={(p) => YEAR_END_PACKAGE_STATUS_LABELS[p.status]} />
        <Column source="adminNotes" label="Notes" disableSort render={(p) => p.adminNotes ?? p.failureReason ?? ''} />
        <Column label="Actions" disableSort>
          <YearEndPackageActions />
        </Column>
      </DataTable>
    </List>
  );
};

export default YearEndPackageList;
