import BadgeIcon from '@mui/icons-material/Badge';
import { STAFF_MESSAGES } from '@ledgerleaf/contracts';
import { EmptyState } from '../../components/empty-state';

export const StaffEmpty = () => <EmptyState icon={<BadgeIcon />} message={STAFF_MESSAGES.noStaff} />;
