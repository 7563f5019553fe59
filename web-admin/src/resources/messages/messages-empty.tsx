import MailIcon from '@mui/icons-material/Mail';
import { CONTACT_ADMIN_MESSAGES } from '@ledgerleaf/contracts';
import { EmptyState } from '../../components/empty-state';

export const MessagesEmpty = () => <EmptyState icon={<MailIcon />} message={CONTACT_ADMIN_MESSAGES.noMessages} />;
