import { BooleanField, EmailField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import AccountManagerSection from './account-manager-section';
import AiUsageField from './ai-usage-field';
import { ClientLedgerButton } from './client-ledger-button';
import { ClientReconciliationButton } from './client-reconciliation-button';
import { ClientBalanceSheetSection, ClientTrialBalanceSection } from './client-books-section';
import { ClientOpeningBalancesSection } from './client-opening-balances-section';
import ClientTaxSection from './client-tax-section';
import ClientConversationSection from './client-conversation-section';
import { CreatedAtField, PlanField, RegistrationTypeField } from './user-fields';

const UserShowActions = () => (
  <TopToolbar>
    <ClientLedgerButton />
    <ClientReconciliationButton />
  </TopToolbar>
);

const UserShow = () => (
  <Show actions={<UserShowActions />}>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="name" />
      <EmailField source="email" />
      <TextField source="phone" />
      <BooleanField source="isAdmin" />
      <PlanField />
      <RegistrationTypeField />
      <BooleanField
        source="hasCompletedQuestionnaire"
        valueLabelTrue="ledgerleaf.users.questionnaireCompleted"
        valueLabelFalse="ledgerleaf.users.questionnaireNotCompleted"
      />
      <CreatedAtField showTime />
      <AccountManagerSection label="ledgerleaf.users.accountManagerSection" />
      <AiUsageField label="ledgerleaf.users.aiUsage.label" />
      <ClientTaxSection label="ledgerleaf.users.taxSection" />
      <ClientBalanceSheetSection label="ledgerleaf.users.balanceSheetSection" />
      <ClientTrialBalanceSection label="ledgerleaf.users.trialBalanceSection" />
      <ClientOpeningBalancesSection label="ledgerleaf.users.openingBalancesSection" />
      <ClientConversationSection label="ledgerleaf.users.conversationSection" />
    </SimpleShowLayout>
  </Show>
);

export default UserShow;
