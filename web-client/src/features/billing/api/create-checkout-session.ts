import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TEXTS, type CheckoutRequest, type CheckoutResponse } from '@ledgerleaf/contracts';
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
    if (error instanceof ApiError) throw new Error(getErrorMessage(error, ACCOUNT_TEXTS.checkoutSessionFailed), { cause: error });
    // The network failed: no server text to show, and "Failed to fetch" helps nobody.
    throw new Error(ACCOUNT_TEXTS.checkoutPaymentFailed, { cause: error });
  }
  if (!answer?.url) throw new Error(ACCOUNT_TEXTS.checkoutNoUrl);
  return answer.url;
}

export function useCreateCheckoutSession() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: (url) => browserLocation.assign(url),
    onError: (error) => {
      toast({
        title: ACCOUNT_TEXTS.checkoutFailedTitle,
        description: error instanceof Error && error.message ? error.message : ACCOUNT_TEXTS.checkoutPaymentFailed,
        variant: 'destructive',
      });
    },
  });
}
