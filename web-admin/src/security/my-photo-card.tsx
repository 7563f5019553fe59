import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Avatar, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useGetIdentity, useNotify } from 'react-admin';
import { initialsOf, STAFF_MESSAGES, STAFF_PHOTO, STAFF_PHOTO_TEXTS } from '@ledgerleaf/contracts';
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
  const upload = useMutation({ mutationFn: myPhotoApi.upload, onSuccess: () => done(STAFF_MESSAGES.photoSaved) });
  const remove = useMutation({ mutationFn: myPhotoApi.remove, onSuccess: () => done(STAFF_MESSAGES.photoRemoved) });
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
    <Card sx={{ mt: 2, maxWidth: 640 }} component="section" aria-label={STAFF_PHOTO_TEXTS.title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {STAFF_PHOTO_TEXTS.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {STAFF_PHOTO_TEXTS.hint}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            // A 404 (no photo) shows the initials.
            src={shown === 'none' ? undefined : `${ADMIN_API_URL}/staff/${identity.id}/photo?v=${version}`}
            alt={STAFF_PHOTO_TEXTS.alt}
            sx={{ width: 72, height: 72, bgcolor: 'primary.main' }}
            slotProps={{ img: { onLoad: () => setShown('photo'), onError: () => setShown('none') } }}
          >
            {initialsOf({ firstName, lastName: rest.join(' ') })}
          </Avatar>
          <Box>
            <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={choose} data-testid="photo-input" />
            <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
              {upload.isPending ? STAFF_PHOTO_TEXTS.uploading : STAFF_PHOTO_TEXTS.choose}
            </Button>
            {shown === 'photo' && (
              <Button sx={{ ml: 1 }} disabled={busy} onClick={() => remove.mutate()}>
                {STAFF_PHOTO_TEXTS.remove}
              </Button>
            )}
          </Box>
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {httpErrorMessage(failure, STAFF_MESSAGES.changeFailed)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
