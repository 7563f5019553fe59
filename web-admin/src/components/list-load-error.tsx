import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

// Without an error element a failed list falls through to "No results", which reads as an empty table.
export const ListLoadError = () => {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          {translate('ra.action.refresh')}
        </Button>
      }
    >
      {error?.message || translate('ra.notification.http_error')}
    </Alert>
  );
};
