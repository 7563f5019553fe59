import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { STAFF_MESSAGES, STAFF_PHOTO, STAFF_PHOTO_TEXTS } from '@ledgerleaf/contracts';
import { noRetryQueryClient } from '../test/no-retry-query-client';
import { renderInAdmin } from '../test/render-in-admin';
import { MyPhotoCard } from './my-photo-card';

const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const render = () =>
  renderInAdmin(
    <>
      <MyPhotoCard />
      <Notification />
    </>,
    { dataProvider: {}, queryClient: noRetryQueryClient() },
  );

describe('MyPhotoCard (Security page): the photo clients see on their account manager card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the signed-in member's initials until the photo loads, and the photo from the API", async () => {
    render();
    expect(await screen.findByRole('region', { name: STAFF_PHOTO_TEXTS.title })).toBeInTheDocument();
    const img = screen.getByRole('img', { name: STAFF_PHOTO_TEXTS.alt });
    expect(img).toHaveAttribute('src', '/api/admin/staff/1/photo?v=0');
    // No photo (404): the initials, and nothing to remove.
    fireEvent.error(img);
    expect(await screen.findByText('RS')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STAFF_PHOTO_TEXTS.remove })).not.toBeInTheDocument();
  });

  it('uploads the chosen file as the "photo" field, says so, and asks for the new photo', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { message: STAFF_MESSAGES.photoSaved }));
    vi.stubGlobal('fetch', fetchMock);
    render();
    await screen.findByRole('region', { name: STAFF_PHOTO_TEXTS.title });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByTestId('photo-input'), file);
    expect(await screen.findByText(STAFF_MESSAGES.photoSaved)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/staff/me/photo');
    expect(init.method).toBe('PUT');
    expect((init.body as FormData).get(STAFF_PHOTO.field)).toBeInstanceOf(File);
    await waitFor(() => expect(screen.getByRole('img', { name: STAFF_PHOTO_TEXTS.alt })).toHaveAttribute('src', '/api/admin/staff/1/photo?v=1'));
  });

  it("shows the API's refusal of a file", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(400, { statusCode: 400, error: STAFF_MESSAGES.photoNotImage, message: STAFF_MESSAGES.photoNotImage })),
    );
    render();
    await screen.findByRole('region', { name: STAFF_PHOTO_TEXTS.title });
    await userEvent.upload(screen.getByTestId('photo-input'), new File(['%PDF'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.photoNotImage);
  });

  it('removes a photo it shows', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { message: STAFF_MESSAGES.photoRemoved }));
    vi.stubGlobal('fetch', fetchMock);
    render();
    await screen.findByRole('region', { name: STAFF_PHOTO_TEXTS.title });
    fireEvent.load(screen.getByRole('img', { name: STAFF_PHOTO_TEXTS.alt }));
    await userEvent.click(await screen.findByRole('button', { name: STAFF_PHOTO_TEXTS.remove }));
    expect(await screen.findByText(STAFF_MESSAGES.photoRemoved)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/staff/me/photo', expect.objectContaining({ method: 'DELETE' }));
  });
});
