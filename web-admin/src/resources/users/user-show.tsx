import { BooleanField, EmailField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { AI_USAGE_TEXTS } from '@ledgerleaf/contracts';
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
      <TextField source="id" label="ID" />
      <TextField source="name" label="Name" />
      <EmailField source="email" label="Email" />
      <TextField source="phone" label="Phone" />
      <BooleanField source="isAdmin" label="Staff" />
      <PlanField label="Plan" />
      <RegistrationTypeField label="Registration" />
      <BooleanField source="hasCompletedQuestionnaire" label="Questionnaire" valueLabelTrue="Completed" valueLabelFalse="Not completed" />
      <CreatedAtField label="Created" showTime />
      <AccountManagerSection label="Account manager" />
      <AiUsageField label={AI_USAGE_TEXTS.label} />
      <ClientTaxSection label="Sales tax (GST/HST estimates)" />
      <ClientBalanceSheetSection label="Balance sheet" />
      <ClientTrialBalanceSection label="Trial balance" />
      <ClientOpeningBalancesSection label="Opening balances" />
      <ClientConversationSection label="Conversation" />
    </SimpleShowLayout>
  </Show>
);

export default UserShow;
