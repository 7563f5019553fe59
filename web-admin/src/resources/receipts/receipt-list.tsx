import { AutocompleteInput, DataTable, List, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { AdminReceiptDto } from '@ledgerleaf/contracts';
import { EmptyState } from '../../components/empty-state';
import { ListLoadError } from '../../components/list-load-error';
import { formatDollars } from '../../format-amounts';
import { matchLabel, ReceiptStatusChip, receiptStatusChoices } from './receipt-labels';

const Column = DataTable.Col<AdminReceiptDto>;

const filters = [
  <ReferenceInput key="userId" source="userId" reference="users" alwaysOn>
    <AutocompleteInput label="resources.receipts.fields.userId" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={receiptStatusChoices} alwaysOn />,
];

const Empty = () => {
  const translate = useTranslate();
  return <EmptyState icon={<ReceiptLongIcon />} message={translate('ledgerleaf.receipts.empty')} />;
};

/** Every client's receipts, newest first: who sent it, what was read, and what it is linked to. A row opens the receipt. */
const ReceiptList = () => {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={<Empty />} error={<ListLoadError />} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick="show" empty={<Empty />}>
        <Column source="clientName" disableSort />
        <Column label="resources.receipts.fields.vendor" disableSort render={(r) => r.fields.vendor.value ?? '—'} />
        <Column label="resources.receipts.fields.date" disableSort render={(r) => r.fields.date.value ?? '—'} />
        <Column label="resources.receipts.fields.total" disableSort render={(r) => (r.fields.total.value ? formatDollars(r.fields.total.value) : '—')} />
        <Column source="status" render={(r) => <ReceiptStatusChip receipt={r} />} />
        <Column label="resources.receipts.fields.match" disableSort render={(r) => matchLabel(r, translate)} />
        <Column source="fileName" disableSort />
      </DataTable>
    </List>
  );
};

export default ReceiptList;
