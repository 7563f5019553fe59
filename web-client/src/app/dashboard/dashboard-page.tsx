import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { LazyProfileTab } from '../../features/account';
import { AccountManagerCard } from '../../features/account-manager';
import { LazyConnectedAccountsSection, LazyTransactionsView } from '../../features/bank';
import { ChoosePlanBanner } from '../../features/billing';
import { LazyBalanceSheetView } from '../../features/books';
import { ConversationPanel, useUnreadCount } from '../../features/conversation';
import { LazyCsvUploadTab } from '../../features/csv';
import { LazyReceiptsTab } from '../../features/receipts';
import { LazySalesTaxTab, LazyTaxProfileSection } from '../../features/tax';
import { PossibleDuplicates, Transfers } from '../../features/ledger';
import { useUser } from '../../lib/auth';
import { parsePaidPlan } from '../../lib/paid-plan';
import { BankTransactionsCard } from './bank-transactions-card';
import { DASHBOARD_TABS, parseDashboardTab, TRANSACTIONS_TAB, type DashboardTab } from './dashboard-tabs';
import { QuestionsSection } from './questions-section';
import { ManualSubmissionTab } from './tabs/manual-submission-tab';
import { MonthlyReportsTab } from './tabs/monthly-reports-tab';
import { SubmissionsHistoryTab } from './tabs/submissions-history-tab';

const TransactionsTab = () => <LazyTransactionsView reportsPanel={MonthlyReportsTab} />;
const ProfileTab = () => <LazyProfileTab connectedAccounts={LazyConnectedAccountsSection} taxProfile={LazyTaxProfileSection} />;
/** The CSV tab: the uploads (each can be added to the books), the possible duplicates adding them found, and the transfers between accounts. */
const CsvTab = () => (
  <Stack spacing={3}>
    <LazyCsvUploadTab />
    <PossibleDuplicates />
    <Transfers />
  </Stack>
);

const PANELS: Record<DashboardTab, ComponentType> = {
  [TRANSACTIONS_TAB]: TransactionsTab,
  new: ManualSubmissionTab,
  history: SubmissionsHistoryTab,
  reports: MonthlyReportsTab,
  'balance-sheet': LazyBalanceSheetView,
  csv: CsvTab,
  receipts: LazyReceiptsTab,
  'sales-tax': LazySalesTaxTab,
  messages: ConversationPanel,
  profile: ProfileTab,
};

/** The Messages tab's label, with the count of the firm's messages not read yet. */
function MessagesLabel({ label, unread }: { label: string; unread: number }) {
  return (
    <Badge color="error" badgeContent={unread} sx={{ pr: unread ? 1.5 : 0 }}>
      {label}
    </Badge>
  );
}

/** The client dashboard. It is only routed behind ProtectedRoute, so the user is known. */
export function DashboardPage() {
  const { data: user } = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const unread = useUnreadCount();
  const { t } = useTranslation('dashboard');
  if (!user) return null;

  const tab = parseDashboardTab(searchParams.get('tab'));
  const Panel = PANELS[tab];
  // Switching tabs replaces the history entry: Back leaves the dashboard rather than stepping through tabs.
  const selectTab = (next: DashboardTab) => setSearchParams({ tab: next }, { replace: true });
  // The landing page's pricing section links here with `?choosePlan=` for a member without a plan.
  const requestedPlan = parsePaidPlan(searchParams.get('choosePlan'));
  const forgetRequestedPlan = () =>
    setSearchParams(
      (params) => {
        params.delete('choosePlan');
        return params;
      },
      { replace: true },
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('welcome', { name: user.firstName })}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('lead')}</Typography>
      {user.paymentPlan === 'NONE' && !user.isAdmin && <ChoosePlanBanner user={user} requestedPlan={requestedPlan} onDialogClosed={forgetRequestedPlan} />}
      {!user.isAdmin && <AccountManagerCard onMessage={() => selectTab('messages')} />}
      <QuestionsSection />
      <BankTransactionsCard active={tab === TRANSACTIONS_TAB} onOpen={() => selectTab(TRANSACTIONS_TAB)} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 4 }}>
        <Tabs
          // The Transactions view is not one of the tabs: none is selected while it shows.
          value={tab === TRANSACTIONS_TAB ? false : tab}
          onChange={(_event, next: DashboardTab) => selectTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('sections')}
        >
          {DASHBOARD_TABS.map(({ value }) => {
            const label = t(`tabs.${value}`);
            return (
              <Tab
                key={value}
                value={value}
                label={value === 'messages' ? <MessagesLabel label={label} unread={unread} /> : label}
                // The badge's number alone would read as part of the label: the tab names its unread count in words.
                aria-label={value === 'messages' ? (unread ? t('messagesUnread', { label, count: unread }) : label) : undefined}
                id={`dashboard-tab-${value}`}
                aria-controls={`dashboard-panel-${value}`}
              />
            );
          })}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`dashboard-panel-${tab}`}
        aria-labelledby={tab === TRANSACTIONS_TAB ? 'dashboard-bank-transactions' : `dashboard-tab-${tab}`}
        sx={{ pt: 3 }}
      >
        <Panel />
      </Box>
    </Container>
  );
}
