import { LinearProgress, Typography } from '@mui/material';
import { DataTable, List, SelectInput, useTranslate } from 'react-admin';
import { YEAR_END_PACKAGE_STATUSES, type YearEndPackageRow } from '@ledgerleaf/contracts';
import { ListLoadError } from '../../components/list-load-error';
import { useMyClientsFilter } from '../../components/my-clients-filter';
import { YearEndPackageActions } from './year-end-package-actions';

const Column = DataTable.Col<YearEndPackageRow>;

// The names are catalogue keys: SelectInput translates them.
const statusChoices = YEAR_END_PACKAGE_STATUSES.map((id) => ({ id, name: `ledgerleaf.yearEnd.status.${id}` }));
const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate('ledgerleaf.yearEnd.empty')}
    </Typography>
  );
};

/** Year-end packages to review, oldest first, pending by default (like the pending reports); a bookkeeper starts on "My clients". */
const YearEndPackageList = () => {
  const translate = useTranslate();
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
        <Column source="clientName" disableSort render={(p) => `${p.clientName ?? ''} (${p.clientEmail ?? ''})`} />
        <Column source="fiscalYearEnd" render={(p) => `${p.fiscalYearStart} – ${p.fiscalYearEnd}`} />
        <Column source="form" disableSort render={(p) => (p.form === 'gifi' ? 'GIFI' : 'T2125')} />
        <Column source="status" disableSort render={(p) => translate(`ledgerleaf.yearEnd.status.${p.status}`)} />
        <Column source="adminNotes" disableSort render={(p) => p.adminNotes ?? p.failureReason ?? ''} />
        <Column label="resources.year-end-packages.fields.actions" disableSort>
          <YearEndPackageActions />
        </Column>
      </DataTable>
    </List>
  );
};

export default YearEndPackageList;
