import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { MFA_MESSAGES, MFA_TEXTS, type StaffMfaStatus } from '@ledgerleaf/contracts';
import { noRetryQueryClient } from '../test/no-retry-query-client';
import { renderInAdmin } from '../test/render-in-admin';
import { SecurityPage } from './security-page';

const status = (overrides: Partial<StaffMfaStatus> = {}): StaffMfaStatus => ({
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  required: false,
  ...overrides,
});
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Ledgerleaf:riley%40ledgerleaf.ca?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Ledgerleaf',
};
const CODES = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-${String(i).padStart(4, '2')}`);

const provider = (overrides: Record<string, unknown> = {}) => ({
  getStaffMfaStatus: vi.fn().mockResolvedValue(status()),
  startStaffMfaSetup: vi.fn().mockResolvedValue(SETUP),
  enableStaffMfa: vi.fn().mockResolvedValue({ recoveryCodes: CODES }),
  disableStaffMfa: vi.fn().mockResolvedValue(undefined),
  ...overrides,
});

const render = (dataProvider: ReturnType<typeof provider>) =>
  renderInAdmin(
    <>
      <SecurityPage />
      <Notification />
    </>,
    { dataProvider: dataProvider as never, queryClient: noRetryQueryClient() },
  );

describe('SecurityPage', () => {
  const openSetup = async (dataProvider: ReturnType<typeof provider>) => {
    render(dataProvider);
    expect(await screen.findByText(MFA_TEXTS.statusOff)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MFA_TEXTS.start }));
    return screen.findByRole('img', { name: MFA_TEXTS.qrAlt });
  };
  const submitCode = async (code: string) => {
    fireEvent.change(screen.getByLabelText(MFA_TEXTS.codeLabel), { target: { value: code } });
    await userEvent.click(screen.getByRole('button', { name: MFA_TEXTS.confirm }));
  };

  it('starts the setup with a QR code and the secret, and shows the server refusing a wrong code', async () => {
    const dataProvider = provider({
      enableStaffMfa: vi.fn().mockRejectedValue(new HttpError(MFA_MESSAGES.setupCodeInvalid, 400, { error: MFA_MESSAGES.setupCodeInvalid })),
    });
    const qr = await openSetup(dataProvider);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByLabelText(MFA_TEXTS.secretLabel)).toHaveValue(SETUP.secret);
    await submitCode('000000');
    expect(await screen.findByText(MFA_MESSAGES.setupCodeInvalid)).toBeInTheDocument();
    expect(dataProvider.enableStaffMfa).toHaveBeenCalledWith('000000');
  }, 60_000);

  it('shows the ten recovery codes once after the right code, with copy, then the status', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dataProvider = provider();
    await openSetup(dataProvider);
    // What the server answers once the code was accepted.
    dataProvider.getStaffMfaStatus.mockResolvedValue(status({ enabled: true, enabledAt: '2026-11-23T20:00:00.000Z', recoveryCodesLeft: 10 }));
    await submitCode('123456');
    const list = await screen.findByRole('list', { name: MFA_TEXTS.recoveryTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);

    await userEvent.click(screen.getByRole('button', { name: MFA_TEXTS.copy }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await screen.findByText(MFA_TEXTS.copied)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: MFA_TEXTS.recoverySaved }));
    expect(await screen.findByText(MFA_TEXTS.statusOn)).toBeInTheDocument();
    expect(screen.queryByText(CODES[0])).not.toBeInTheDocument();
  }, 60_000);

  it('turns it off with the password and a code, showing the server refusing a wrong password first', async () => {
    const dataProvider = provider({
      getStaffMfaStatus: vi.fn().mockResolvedValue(status({ enabled: true, enabledAt: '2026-11-23T20:00:00.000Z', recoveryCodesLeft: 9 })),
      disableStaffMfa: vi
        .fn()
        .mockRejectedValueOnce(new HttpError(MFA_MESSAGES.passwordWrong, 400, { error: MFA_MESSAGES.passwordWrong }))
        .mockResolvedValue(undefined),
    });
    render(dataProvider);
    expect(await screen.findByText(MFA_TEXTS.recoveryCodesLeft(9))).toBeInTheDocument();
    const form = screen.getByRole('form', { name: MFA_TEXTS.disableTitle });
    const turnOff = within(form).getByRole('button', { name: MFA_TEXTS.disable });
    expect(turnOff).toBeDisabled();
    fireEvent.change(within(form).getByLabelText(MFA_TEXTS.disablePassword), { target: { value: 'wrong-password' } });
    fireEvent.change(within(form).getByLabelText(MFA_TEXTS.codeLabel), { target: { value: '123456' } });
    await userEvent.click(turnOff);
    expect(await within(form).findByText(MFA_MESSAGES.passwordWrong)).toBeInTheDocument();

    dataProvider.getStaffMfaStatus.mockResolvedValue(status());
    await userEvent.click(turnOff);
    await waitFor(() => expect(dataProvider.disableStaffMfa).toHaveBeenCalledTimes(2));
    expect(dataProvider.disableStaffMfa).toHaveBeenLastCalledWith({ password: 'wrong-password', code: '123456' });
    expect(await screen.findByText(MFA_TEXTS.statusOff)).toBeInTheDocument();
  }, 60_000);

  it('says setup is required when STAFF_MFA_REQUIRED is on', async () => {
    render(provider({ getStaffMfaStatus: vi.fn().mockResolvedValue(status({ required: true })) }));
    expect(await screen.findByText(MFA_TEXTS.requiredNotice)).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry when the status cannot be loaded', async () => {
    const dataProvider = provider({ getStaffMfaStatus: vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue(status()) });
    render(dataProvider);
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(await screen.findByText(MFA_TEXTS.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(MFA_TEXTS.statusOff)).toBeInTheDocument();
  });
});
