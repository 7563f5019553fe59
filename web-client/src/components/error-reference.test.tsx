import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '../i18n/i18n';
import { ApiError, apiRequest, errorReferenceOf, failureToast } from '../lib/api-client';
import { ErrorState } from './error-state';
import { useToast } from './toast/toast-context';
import { ToastProvider } from './toast/toast-provider';

const serverError = JSON.stringify({
  statusCode: 500,
  error: 'Something went wrong on our side. Please try again.',
  message: 'Something went wrong on our side. Please try again.',
  requestId: '3f1c9a2e-7d44-4b8e-9a51-0c6e2f8b1d70',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function failureOf(response: Response): Promise<ApiError> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  return apiRequest('/api/reports').then(
    () => {
      throw new Error('expected a failure');
    },
    (error: ApiError) => error,
  );
}

describe('a server error shows its reference', () => {
  it("on an error screen, under the spec's message", async () => {
    const error = await failureOf(
      new Response(serverError, { status: 500, statusText: 'Internal Server Error', headers: { 'X-Request-Id': '3f1c9a2e-7d44-4b8e-9a51-0c6e2f8b1d70' } }),
    );
    render(<ErrorState title="We could not load your uploads" message="Something went wrong on our side. Please try again." error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your uploads');
    expect(screen.getByText('Reference: 3f1c9a2e-7d44-4b8e-9a51-0c6e2f8b1d70')).toBeInTheDocument();
  });

  it("from the X-Request-Id header when a 5xx body has none (a proxy's page)", async () => {
    const error = await failureOf(new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'X-Request-Id': 'edge-42' } }));
    expect(error.message).toBe('502: <html>Bad Gateway</html>');
    render(<ErrorState title="We could not load your uploads" message="Bad gateway" error={error} />);
    expect(screen.getByText('Reference: edge-42')).toBeInTheDocument();
  });

  it('not for an answer that tells the person what to do (4xx)', async () => {
    const error = await failureOf(
      new Response(JSON.stringify({ statusCode: 404, error: 'Not found', message: 'Not found' }), { status: 404, headers: { 'X-Request-Id': 'req-404' } }),
    );
    render(<ErrorState title="We could not load your uploads" message="Not found" error={error} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Reference');
  });

  it("in a failure toast, under the server's words", async () => {
    const error = await failureOf(new Response(serverError, { status: 500 }));
    function Trigger() {
      const { toast } = useToast();
      return <button onClick={() => toast(failureToast(error, 'Failed to generate report'))}>fail</button>;
    }
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to generate report');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(alert).toHaveTextContent('Reference: 3f1c9a2e-7d44-4b8e-9a51-0c6e2f8b1d70');
  });

  it('in French for a French screen ("Référence : …", a no-break space before the colon), and back in English', async () => {
    const error = await failureOf(new Response(serverError, { status: 500 }));
    try {
      await setLocale('fr-CA');
      expect(errorReferenceOf(error)).toBe('Référence\u00a0: 3f1c9a2e-7d44-4b8e-9a51-0c6e2f8b1d70');
      render(<ErrorState title="Échec du chargement" message="Erreur" error={error} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Référence');
      expect(screen.getByRole('alert')).not.toHaveTextContent('Reference:');
    } finally {
      await setLocale('en-CA');
    }
    expect(errorReferenceOf(error)).toBe('Reference: 3f1c9a2e-7d44-4b8e-9a51-0c6e2f8b1d70');
  });
});
