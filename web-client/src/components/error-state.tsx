import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { errorReferenceOf } from '../lib/api-client';
import { ErrorReference } from './error-reference';

interface ErrorStateProps {
  title: string;
  message: string;
  /** The failure: a server error's reference is shown under the message. */
  error?: unknown;
  onRetry?: () => void;
}

/** The error state of a data view, with a retry when the view can reload. */
export function ErrorState({ title, message, error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('layout');
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 6, px: 2 }}>
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('retry')}
            </Button>
          )
        }
      >
        <AlertTitle>{title}</AlertTitle>
        {message}
        <ErrorReference reference={errorReferenceOf(error)} />
      </Alert>
    </Box>
  );
}
