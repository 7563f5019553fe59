import BadgeIcon from '@mui/icons-material/Badge';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../components/empty-state';

export const StaffEmpty = () => {
  const translate = useTranslate();
  return <EmptyState icon={<BadgeIcon />} message={translate('ledgerleaf.staff.empty')} />;
};
