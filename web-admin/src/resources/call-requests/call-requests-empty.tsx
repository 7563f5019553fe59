import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import { CONTACT_ADMIN_MESSAGES } from '@ledgerleaf/contracts';
import { EmptyState } from '../../components/empty-state';

export const CallRequestsEmpty = () => <EmptyState icon={<PhoneCallbackIcon />} message={CONTACT_ADMIN_MESSAGES.noCallRequests} />;
