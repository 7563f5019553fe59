import { Button } from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { useBasename, useTranslate, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { previousMonth, type AdminUserRow } from '@ledgerleaf/contracts';
import { clientReconciliationPath } from './client-reconciliation-path';

/** From the client's page to their reconciliation of last month (the month being closed). */
export const ClientReconciliationButton = () => {
  const record = useRecordContext<AdminUserRow>();
  const basename = useBasename();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`${basename}${clientReconciliationPath(record.id, previousMonth())}`}
      size="small"
      variant="outlined"
      startIcon={<AccountBalanceIcon />}
    >
      {translate('ledgerleaf.users.reconciliation')}
    </Button>
  );
};
