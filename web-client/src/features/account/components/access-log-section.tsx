import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useAccessLog } from '../api/get-access-log';
import { formatMoment } from '../moment';
import { ProfileSection } from './profile-section';

const ROLES = ['owner', 'bookkeeper', 'reviewer', 'job'];

/** Profile → "Who accessed my data": the firm's reads and changes of the client's data, newest first. */
export function AccessLogSection() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useAccessLog(page);
  const { t } = useTranslation('account');
  // A role the client does not know yet is shown as the server names it.
  const roleName = (role: string) => (ROLES.includes(role) ? t(`accessLog.roles.${role}`) : role);
  return (
    <ProfileSection title={t('accessLog.title')} description={t('accessLog.description')}>
      {isPending ? (
        <PageSpinner minHeight={120} />
      ) : isError ? (
        <ErrorState title={t('accessLog.loadFailed')} message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
      ) : data.total === 0 ? (
        <EmptyState icon={<VisibilityOutlinedIcon />} title={t('accessLog.emptyTitle')} hint={t('accessLog.emptyHint')} />
      ) : (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <List aria-label={t('accessLog.list')} dense>
            {data.items.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={item.what}
                  secondary={t('accessLog.row', { name: item.staffName, role: roleName(item.staffRole), when: formatMoment(item.at) })}
                />
              </ListItem>
            ))}
          </List>
          {data.total > data.pageSize && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button size="small" disabled={page === 1 || isPlaceholderData} onClick={() => setPage((p) => p - 1)}>
                {t('accessLog.newer')}
              </Button>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('accessLog.pageOf', { page: data.page, pages: Math.ceil(data.total / data.pageSize) })}
              </Typography>
              <Button size="small" disabled={page * data.pageSize >= data.total || isPlaceholderData} onClick={() => setPage((p) => p + 1)}>
                {t('accessLog.older')}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </ProfileSection>
  );
}
