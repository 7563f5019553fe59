import { Button } from '@mui/material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { TitledToast as Toast } from './titled-toast';
import { type FileMessages, openCheckedFile } from './open-checked-file';

/** Opens a file in a new tab after a HEAD check; 'File Not Found' or 'Download Error' otherwise. */
export const FileButton = ({
  url,
  label,
  messages,
  variant = 'outlined',
}: {
  url: string;
  label: string;
  messages: FileMessages;
  variant?: 'outlined' | 'contained';
}) => {
  const notify = useNotify();
  const translate = useTranslate();
  const open = async () => {
    const result = await openCheckedFile(url);
    if (result === 'missing') notify(<Toast title={translate('ledgerleaf.common.fileNotFoundTitle')} description={messages.missing} />, { type: 'error' });
    if (result === 'error') notify(<Toast title={translate('ledgerleaf.common.downloadErrorTitle')} description={messages.error} />, { type: 'error' });
  };
  return (
    <Button size="small" variant={variant} aria-label={label} startIcon={<DescriptionOutlinedIcon />} onClick={() => void open()}>
      {label}
    </Button>
  );
};
