import PeopleIcon from '@mui/icons-material/People';
import { EmptyState } from '../../components/empty-state';

export const UsersEmpty = () => <EmptyState icon={<PeopleIcon />} message="No users yet" />;
