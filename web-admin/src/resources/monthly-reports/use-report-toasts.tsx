import { useNotify } from 'react-admin';
import { REPORT_ADMIN_TEXTS as T } from '@ledgerleaf/contracts';
import { TitledToast } from '../../components/titled-toast';
import { httpErrorMessage } from '../../http-error-message';

/** The spec's toasts: a red 'Error' with the server's words (or the fallback), or another titled one. */
export const useReportToasts = () => {
  const notify = useNotify();
  return {
    success: (message: string) => notify(message, { type: 'success' }),
    titled: (title: string, description: string, type: 'success' | 'error' = 'success') =>
      notify(<TitledToast title={title} description={description} />, { type }),
    failure: (error: unknown, fallback: string) =>
      notify(<TitledToast title={T.errorTitle} description={httpErrorMessage(error, fallback)} />, { type: 'error' }),
  };
};
