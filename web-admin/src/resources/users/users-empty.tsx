import PeopleIcon from '@mui/icons-material/People';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../components/empty-state';

export const UsersEmpty = () => <EmptyState icon={<PeopleIcon />} message={useTranslate()('ledgerleaf.users.empty')} />;
