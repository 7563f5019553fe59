import { Button, LinearProgress, Stack } from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { BooleanInput, DataTable, List, required, SelectInput, useBasename, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { previousMonth } from '@ledgerleaf/contracts';
import { formatMonth } from '../../format-dates';
import { EmptyState } from '../../components/empty-state';
import { ListLoadError } from '../../components/list-load-error';
import { recentMonths } from '../../components/month-picker';
import { useMyClientsFilter } from '../../components/my-clients-filter';
import { StatusChip } from '../../components/status-chip';
import { ReportStatusChip } from '../../components/report-status-chip';
import { clientLedgerPath, clientReconciliationPath } from '../../components/client-paths';
import { boardMonth, type MonthCloseListRow } from './month-close-api';

const Column = DataTable.Col<MonthCloseListRow>;

const BoardEmpty = () => {
  const translate = useTranslate();
  return (
    <EmptyState icon={<EventAvailableIcon />} message={translate('ledgerleaf.monthClose.empty')} detail={translate('ledgerleaf.monthClose.emptyDetail')} />
  );
};

const monthChoices = () => recentMonths().map((month) => ({ id: month, name: formatMonth(month) }));

/** Each row's way to the client's reconciliation of the board's month, and to their books. */
const RowLinks = () => {
  const row = useRecordContext<MonthCloseListRow>();
  const { filterValues } = useListContext();
  const basename = useBasename();
  const translate = useTranslate();
  if (!row) return null;
  const month = boardMonth(filterValues);
  return (
    <Stack direction="row" spacing={1}>
      <Button
        component={Link}
        to={`${basename}${clientReconciliationPath(row.userId, month)}`}
        size="small"
        startIcon={<AccountBalanceIcon />}
        aria-label={translate('ledgerleaf.monthClose.reconciliationOf', { name: row.name })}
        onClick={(event) => event.stopPropagation()}
      >
        {translate('ledgerleaf.users.reconciliation')}
      </Button>
      <Button
        component={Link}
        to={`${basename}${clientLedgerPath(row.userId)}`}
        size="small"
        startIcon={<ReceiptLongIcon />}
        aria-label={translate('ledgerleaf.monthClose.booksOf', { name: row.name })}
        onClick={(event) => event.stopPropagation()}
      >
        {translate('ledgerleaf.users.books')}
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
  const translate = useTranslate();
  if (myClients.isPending) return <LinearProgress aria-label={translate('resources.month-close.name')} />;
  return (
    <List
      filters={[
        <SelectInput
          key="month"
          source="month"
          label="ledgerleaf.common.month"
          choices={monthChoices()}
          translateChoice={false}
          alwaysOn
          validate={required()}
        />,
        <BooleanInput key="notReady" source="notReady" label="ledgerleaf.monthClose.notReadyOnly" alwaysOn />,
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
        <Column source="name" />
        <Column source="accountManager" render={(row) => row.accountManager?.name ?? '—'} />
        <Column source="accountsReconciled" align="right" render={(row) => `${row.accountsReconciled} / ${row.accountsTotal}`} />
        <Column source="openQuestions" align="right" />
        <Column source="undecidedDuplicates" align="right" />
        <Column source="undecidedTransfers" align="right" />
        <Column
          source="reportStatus"
          render={(row) =>
            row.reportStatus ? <ReportStatusChip status={row.reportStatus} /> : <StatusChip label={translate('ledgerleaf.monthClose.noReport')} tone="grey" />
          }
        />
        <Column
          source="ready"
          render={(row) =>
            row.ready ? (
              <StatusChip label={translate('ledgerleaf.monthClose.ready')} tone="green" />
            ) : (
              <StatusChip label={translate('ledgerleaf.monthClose.notReady')} tone="yellow" />
            )
          }
        />
        <Column label="" disableSort>
          <RowLinks />
        </Column>
      </DataTable>
    </List>
  );
};

export default MonthCloseList;
