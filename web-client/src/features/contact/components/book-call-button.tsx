import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { LazyCallRequestDialog, preloadCallRequestDialog } from './lazy-call-request-dialog';

type BookCallButtonProps = Pick<ButtonProps, 'children' | 'size' | 'fullWidth' | 'sx'>;

/**
 * The call-to-action for a call request: opens the call-request dialog. Its code is
 * fetched on first hover, focus or click, and stays mounted afterwards so closing animates.
 */
export function BookCallButton({ children, sx, ...props }: BookCallButtonProps) {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <Button
        variant="contained"
        color="accent"
        aria-haspopup="dialog"
        onPointerEnter={preloadCallRequestDialog}
        onFocus={preloadCallRequestDialog}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        {...props}
        // One line even in a 360 px top bar beside the logo and the menu button.
        sx={[{ whiteSpace: 'nowrap', flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children ?? t('bookCall')}
      </Button>
      {wanted && <LazyCallRequestDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
