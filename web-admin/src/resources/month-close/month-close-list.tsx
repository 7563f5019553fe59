import { Button, LinearProgress, Stack } from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { BooleanInput, DataTable, List, required, SelectInput, useBasename, useListContext, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { closedMonthLabel, previousMonth, RECONCILIATION_TEXTS as T } from '@ledgerleaf/contracts';
import { EmptyState } from '../../components/empty-state';
import { ListLoadError } from '../../components/list-load-error';
import { recentMonths } from '../../components/month-picker';
import { useMyClientsFilter } from '../../components/my-clients-filter';
import { StatusChip } from '../../components/status-chip';
import { ReportStatusChip } from '../../components/report-status-chip';
import { clientLedgerPath, clientReconciliationPath } from '../../components/client-paths';
import { boardMonth, type MonthCloseListRow } from './month-close-api';

const Column = DataTable.Col<MonthCloseListRow>;

const BoardEmpty = () => (
  <EmptyState icon={<EventAvailableIcon />} message="No client to show for this month" detail="Clear “Not ready only” or choose “All clients” to see more." />
);

const monthChoices = () => recentMonths().map((month) => ({ id: month, name: closedMonthLabel(month) }));

/** Each row's way to the client's reconciliation of the board's month, and to their books. */
const RowLinks = () => {
  const row = useRecordContext<MonthCloseListRow>();
  const { filterValues } = useListContext();
  const basename = useBasename();
  if (!row) return null;
  const month = boardMonth(filterValues);
  return (
    <Stack direction="row" spacing={1}>
      <Button
        component={Link}
        to={`${basename}${clientReconciliationPath(row.userId, month)}`}
        size="small"
        startIcon={<AccountBalanceIcon />}
        aria-label={`Reconciliation of ${row.name}`}
        onClick={(event) => event.stopPropagation()}
      >
        Reconciliation
      </Button>
      <Button
        component={Link}
        to={`${basename}${clientLedgerPath(row.userId)}`}
        size="small"
        startIcon={<ReceiptLongIcon />}
        aria-label={`Books of ${row.name}`}
        onClick={(event) => event.stopPropagation()}
      >
        Books
      </Button>
    </Stack>
  );
};

/**
 * The month-close board: every active client for a month (the previous one by default) with
 * what stands between them and an approval; "Not ready only" keeps the ones with work left,
 * and a bookkeeper starts on "My clients".
 */
const MonthCloseList = () => {
  const myClients = useMyClientsFilter();
  if (myClients.isPending) return <LinearProgress aria-label="Month close" />;
  return (
    <List
      title={T.monthCloseTitle}
      filters={[
        <SelectInput key="month" source="month" label="Month" choices={monthChoices()} translateChoice={false} alwaysOn validate={required()} />,
        <BooleanInput key="notReady" source="notReady" label={T.notReadyOnly} alwaysOn />,
        ...(myClients.input ? [myClients.input] : []),
      ]}
      filterDefaultValues={{ month: previousMonth(), ...myClients.defaultValues }}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={<BoardEmpty />}
      error={<ListLoadError />}
      exporter={false}
    >
      {/* The month is always a filter, so an empty month is the table's empty state, not the list's. */}
      <DataTable rowClick={false} bulkActionButtons={false} empty={<BoardEmpty />}>
        <Column source="name" label="Client" />
        <Column source="accountManager" label="Account manager" render={(row) => row.accountManager?.name ?? '—'} />
        <Column source="accountsReconciled" label="Accounts reconciled" align="right" render={(row) => `${row.accountsReconciled} / ${row.accountsTotal}`} />
        <Column source="openQuestions" label="Open questions" align="right" />
        <Column source="undecidedDuplicates" label="Undecided duplicates" align="right" />
        <Column source="undecidedTransfers" label="Undecided transfers" align="right" />
        <Column
          source="reportStatus"
          label="Report"
          render={(row) => (row.reportStatus ? <ReportStatusChip status={row.reportStatus} /> : <StatusChip label="No report" tone="grey" />)}
        />
        <Column
          source="ready"
          label="Ready"
          render={(row) => (row.ready ? <StatusChip label="Ready" tone="green" /> : <StatusChip label="Not ready" tone="yellow" />)}
        />
        <Column label="" disableSort>
          <RowLinks />
        </Column>
      </DataTable>
    </List>
  );
};

export default MonthCloseList;
