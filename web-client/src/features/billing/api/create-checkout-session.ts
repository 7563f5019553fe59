import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutResponse } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { ApiError, apiRequest, getErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { browserLocation } from '../../../lib/browser-location';

/**
 * POST /api/create-checkout-session: the Stripe Checkout URL for the logged-in user.
 * Fails with a message a person can read: the server's, or the spec's fallbacks.
 */
export async function createCheckoutSession(request: CheckoutRequest): Promise<string> {
  let answer: Partial<CheckoutResponse> | undefined;
  try {
    answer = await apiRequest<Partial<CheckoutResponse>>('/api/create-checkout-session', { method: 'POST', body: request });
  } catch (error) {
    if (error instanceof ApiError) throw new Error(getErrorMessage(error, i18n.t('billing:checkout.sessionFailed')), { cause: error });
    // The network failed: no server text to show, and "Failed to fetch" helps nobody.
    throw new Error(i18n.t('billing:checkout.paymentFailed'), { cause: error });
  }
  if (!answer?.url) throw new Error(i18n.t('billing:checkout.noUrl'));
  return answer.url;
}

export function useCreateCheckoutSession() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: (url) => browserLocation.assign(url),
    onError: (error) => {
      toast({
        title: i18n.t('billing:checkout.failedTitle'),
        description: error instanceof Error && error.message ? error.message : i18n.t('billing:checkout.paymentFailed'),
        variant: 'destructive',
      });
    },
  });
}
