import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TIMING } from '@ledgerleaf/contracts';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function Triggers() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'Saved', description: 'Your profile was updated.', variant: 'success' })}>first</button>
      <button onClick={() => toast({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' })}>second</button>
    </>
  );
}

function renderTriggers() {
  render(
    <ToastProvider>
      <Triggers />
    </ToastProvider>,
  );
}

describe('ToastProvider', () => {
  // The toast's code is fetched with the first toast; after that a toast shows at once.
  beforeEach(async () => {
    renderTriggers();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    await screen.findByRole('alert');
    cleanup();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time, the newest replacing the one on screen', () => {
    renderTriggers();

    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    fireEvent.click(screen.getByRole('button', { name: 'second' }));

    const toasts = screen.getAllByRole('alert');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Login failed');
    expect(toasts[0]).toHaveTextContent('Invalid email or password');
  });

  it('paints a destructive toast as an error', () => {
    renderTriggers();

    fireEvent.click(screen.getByRole('button', { name: 'second' }));

    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
  });

  it('hides a toast after the spec duration', () => {
    vi.useFakeTimers();
    renderTriggers();

    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    act(() => vi.advanceTimersByTime(TIMING.toastDurationMs - 100));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(200));
    // The close starts an exit transition, which has its own timer.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
