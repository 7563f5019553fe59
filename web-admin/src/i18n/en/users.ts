/** The Users list and a client's page (its sections have their own files). */
export const users = {
  resources: {
    users: {
      fields: {
        id: 'ID',
        lastName: 'Name',
        name: 'Name',
        email: 'Email',
        phone: 'Phone',
        isAdmin: 'Staff',
        accountManagerName: 'Account manager',
        paymentPlan: 'Plan',
        registrationType: 'Registration',
        createdAt: 'Created',
        hasCompletedQuestionnaire: 'Questionnaire',
      },
    },
  },
  ledgerleaf: {
    users: {
      empty: 'No users yet',
      noPlan: 'No plan',
      registration: { PAID: 'Paid', COUPON: 'Coupon' },
      questionnaireCompleted: 'Completed',
      questionnaireNotCompleted: 'Not completed',
      books: 'Books',
      reconciliation: 'Reconciliation',
      accountManagerSection: 'Account manager',
      taxSection: 'Sales tax (GST/HST estimates)',
      balanceSheetSection: 'Balance sheet',
      trialBalanceSection: 'Trial balance',
      openingBalancesSection: 'Opening balances',
      conversationSection: 'Conversation',
      aiUsage: {
        label: 'AI tokens this month',
        ofCap: '%{used} of %{cap} tokens (%{percent}%)',
        capReached: 'Cap reached: the offline categorizer serves this client until next month.',
        aiOff: 'AI categorization is off (AI_MONTHLY_TOKEN_CAP is 0).',
        loadFailed: 'Could not load AI usage',
      },
    },
  },
};
