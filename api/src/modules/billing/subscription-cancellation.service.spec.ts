import { Logger } from '@nestjs/common';
import { PaymentPlan } from '@ledgerleaf/contracts';
import type { SubscriptionChange, UsersService } from '../users/users.service';
import type { StripeAdapter } from './stripe.adapter';
import { SubscriptionCancellationService } from './subscription-cancellation.service';

describe('SubscriptionCancellationService', () => {
  /** The account row as findForDeletion answers it (null once the deletion job removed it). */
  let row: { id: number; stripeSubscriptionId: string | null; subscriptionStatus: string | null; paymentPlan?: string } | null;
  let canceled: string[];
  let service: SubscriptionCancellationService;

  beforeAll(() => jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  beforeEach(() => {
    canceled = [];
    const users = {
      findForDeletion: async () => row,
      applySubscription: async (_id: number, change: SubscriptionChange) => void Object.assign(row!, change),
    } as unknown as UsersService;
    const stripe = { cancelSubscription: async (id: string) => (canceled.push(id), 'canceled' as const) } as unknown as StripeAdapter;
    service = new SubscriptionCancellationService(stripe, users);
  });

  it('cancels the subscription at Stripe and records it, so a retried deletion job does not call again', async () => {
    row = { id: 7, stripeSubscriptionId: 'sub_1', subscriptionStatus: 'active', paymentPlan: PaymentPlan.MONTHLY };
    await service.cancelPaymentsOfUser(7);
    await service.cancelPaymentsOfUser(7);
    expect(canceled).toEqual(['sub_1']);
    expect(row).toMatchObject({ subscriptionStatus: 'canceled', paymentPlan: PaymentPlan.NONE });
  });

  it('calls Stripe for no user without a subscription, nor for an account already removed', async () => {
    row = { id: 7, stripeSubscriptionId: null, subscriptionStatus: null };
    await service.cancelPaymentsOfUser(7);
    row = null;
    await service.cancelPaymentsOfUser(7);
    expect(canceled).toEqual([]);
  });
});
