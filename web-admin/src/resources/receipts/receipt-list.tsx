import { AutocompleteInput, DataTable, List, ReferenceInput, SelectInput } from 'react-admin';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { AdminReceiptDto } from '@ledgerleaf/contracts';
import { EmptyState } from '../../components/empty-state';
import { ListLoadError } from '../../components/list-load-error';
import { matchLabel, ReceiptStatusChip, receiptStatusChoices } from './receipt-labels';

const Column = DataTable.Col<AdminReceiptDto>;

const filters = [
  <ReferenceInput key="userId" source="userId" reference="users" alwaysOn>
    <AutocompleteInput label="Client" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" label="Status" choices={receiptStatusChoices} alwaysOn />,
];

const Empty = () => (
  <EmptyState icon={<ReceiptLongIcon />} message="No receipts match this filter. Clients send them from the Receipts tab of their dashboard." />
);

/** Every client's receipts, newest first: who sent it, what was read, and what it is linked to. A row opens the receipt. */
const ReceiptList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={<Empty />} error={<ListLoadError />} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick="show" empty={<Empty />}>
      <Column source="clientName" label="Client" disableSort />
      <Column label="Vendor" disableSort render={(r) => r.fields.vendor.value ?? '—'} />
      <Column label="Date" disableSort render={(r) => r.fields.date.value ?? '—'} />
      <Column label="Total" disableSort render={(r) => (r.fields.total.value ? `$${r.fields.total.value}` : '—')} />
      <Column source="status" label="Status" render={(r) => <ReceiptStatusChip receipt={r} />} />
      <Column label="Match" disableSort render={(r) => matchLabel(r)} />
      <Column source="fileName" label="File" disableSort />
    </DataTable>
  </List>
);

export default ReceiptList;
