import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Avatar, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useGetIdentity, useNotify } from 'react-admin';
import { initialsOf, STAFF_PHOTO } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../i18n';
import { ADMIN_API_URL, requestJson } from '../http-client';
import { httpErrorMessage } from '../http-error-message';

const MY_PHOTO_URL = `${ADMIN_API_URL}/staff/me/photo`;

/** The photo API for the signed-in staff member. */
export const myPhotoApi = {
  upload: (file: File) => {
    const body = new FormData();
    body.append(STAFF_PHOTO.field, file);
    return requestJson<{ message: string }>(MY_PHOTO_URL, { method: 'PUT', body });
  },
  remove: () => requestJson<{ message: string }>(MY_PHOTO_URL, { method: 'DELETE' }),
};

/**
 * "Your photo": what clients see on their dashboard's account manager card. The photo is
 * shown from the API (a 404 shows the initials); upload and remove say how it went.
 */
export const MyPhotoCard = () => {
  const t = useAreaTranslate('ledgerleaf.security.photo');
  const { identity, isPending } = useGetIdentity();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  // Changes after each upload or removal, so the browser asks for the photo again.
  const [version, setVersion] = useState(0);
  const [shown, setShown] = useState<'unknown' | 'photo' | 'none'>('unknown');
  const done = (message: string) => {
    setShown('unknown');
    setVersion((v) => v + 1);
    notify(message, { type: 'success' });
  };
  const upload = useMutation({ mutationFn: myPhotoApi.upload, onSuccess: () => done(t('saved')) });
  const remove = useMutation({ mutationFn: myPhotoApi.remove, onSuccess: () => done(t('removed')) });
  const failure = upload.error ?? remove.error;
  const busy = upload.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file);
  };

  if (isPending || !identity) return null;
  const [firstName = '', ...rest] = String(identity.fullName ?? '').split(' ');
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }} component="section" aria-label={t('title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('hint')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            // A 404 (no photo) shows the initials.
            src={shown === 'none' ? undefined : `${ADMIN_API_URL}/staff/${identity.id}/photo?v=${version}`}
            alt={t('alt')}
            sx={{ width: 72, height: 72, bgcolor: 'primary.main' }}
            slotProps={{ img: { onLoad: () => setShown('photo'), onError: () => setShown('none') } }}
          >
            {initialsOf({ firstName, lastName: rest.join(' ') })}
          </Avatar>
          <Box>
            <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={choose} data-testid="photo-input" />
            <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
              {upload.isPending ? t('uploading') : t('choose')}
            </Button>
            {shown === 'photo' && (
              <Button sx={{ ml: 1 }} disabled={busy} onClick={() => remove.mutate()}>
                {t('remove')}
              </Button>
            )}
          </Box>
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {httpErrorMessage(failure, t('failed'))}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
