import { Card, CardActions, CardContent, Link, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { type ContactMessageRow, personName } from '@ledgerleaf/contracts';
import { StatusChip } from '../../components/status-chip';
import { formatDateTime } from '../../format-dates';
import { MarkAsReadButton } from './mark-as-read-button';

/** One contact message (admin-spec tab 7); unread ones stand out with a border and a label. */
export const MessageCard = () => {
  const translate = useTranslate();
  const message = useRecordContext<ContactMessageRow>();
  if (!message) return null;
  const unread = message.status === 'unread';
  const name = personName(message);
  return (
    <Card
      component="article"
      aria-label={translate('ledgerleaf.messages.from', { name })}
      variant="outlined"
      sx={{ borderWidth: 2, borderColor: unread ? 'primary.main' : 'divider' }}
    >
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <div>
            <Typography variant="h6" component="h2">
              {name}
            </Typography>
            <Typography variant="body2">
              <Link href={`mailto:${message.email}`}>{message.email}</Link>
              {' · '}
              <Link href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} color="inherit">
                {message.phone}
              </Link>
            </Typography>
          </div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {unread && <StatusChip label={translate('ledgerleaf.messages.status.unread')} tone="blue" />}
            <Typography variant="body2" color="text.secondary" component="time" dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
            </Typography>
          </Stack>
        </Stack>
        <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.question}</Typography>
      </CardContent>
      {unread && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <MarkAsReadButton />
        </CardActions>
      )}
    </Card>
  );
};
