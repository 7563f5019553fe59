import { Button } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useBasename, useTranslate, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdminUserRow } from '@ledgerleaf/contracts';
import { clientLedgerPath } from './client-ledger-path';

/** From the client's page to their books (the ledger page with its possible duplicates). */
export const ClientLedgerButton = () => {
  const record = useRecordContext<AdminUserRow>();
  const basename = useBasename();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button component={Link} to={`${basename}${clientLedgerPath(record.id)}`} size="small" variant="outlined" startIcon={<ReceiptLongIcon />}>
      {translate('ledgerleaf.users.books')}
    </Button>
  );
};
