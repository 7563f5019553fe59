import MailIcon from '@mui/icons-material/Mail';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../components/empty-state';

export const MessagesEmpty = () => {
  const translate = useTranslate();
  return <EmptyState icon={<MailIcon />} message={translate('ledgerleaf.messages.empty')} />;
};
