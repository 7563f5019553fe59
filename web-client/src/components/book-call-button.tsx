import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

type BookCallButtonProps = Pick<ButtonProps, 'children' | 'size' | 'fullWidth' | 'sx'>;

/**
 * The call-to-action for a call request. It leads to the contact section of the
 * landing page; it is its own component so the call-request dialog can replace
 * the link without touching the places that show the button.
 */
export function BookCallButton({ children = 'Book A Call', ...props }: BookCallButtonProps) {
  return (
    <Button component={RouterLink} to={{ pathname: '/', hash: '#contact' }} variant="contained" color="accent" {...props}>
      {children}
    </Button>
  );
}
