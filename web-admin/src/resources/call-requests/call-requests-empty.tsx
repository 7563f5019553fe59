import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../components/empty-state';

export const CallRequestsEmpty = () => {
  const translate = useTranslate();
  return <EmptyState icon={<PhoneCallbackIcon />} message={translate('ledgerleaf.callRequests.empty')} />;
};
