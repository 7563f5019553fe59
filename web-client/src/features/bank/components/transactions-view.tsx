import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { BankLinkProvider } from './bank-link-provider';
import { ConnectionHealthAlert } from './connection-health-alert';
import { ImportProgress } from './import-progress';
import { TransactionsPanel } from './transactions-panel';

type View = 'transactions' | 'reports';

/**
 * The dashboard's Transactions view (client-spec 2): tabs Transactions and Monthly
 * Reports, the connection-health alert, and the note on the ~90 days banks provide.
 * The dashboard passes its Monthly Reports panel in, so the bank feature stays apart.
 */
export function TransactionsView({ reportsPanel: ReportsPanel }: { reportsPanel: ComponentType }) {
  const [view, setView] = useState<View>('transactions');
  const { t } = useTranslation('bank');
  return (
    <BankLinkProvider>
      <ConnectionHealthAlert />
      <ImportProgress />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={view} onChange={(_event, next: View) => setView(next)} aria-label={t('view.sections')}>
          <Tab value="transactions" label={t('view.transactions')} id="bank-tab-transactions" aria-controls="bank-panel-transactions" />
          <Tab value="reports" label={t('view.reports')} id="bank-tab-reports" aria-controls="bank-panel-reports" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`bank-panel-${view}`} aria-labelledby={`bank-tab-${view}`}>
        {view === 'transactions' ? (
          <>
            <Alert severity="info" variant="outlined" role="note" sx={{ mb: 2 }}>
              {t('texts.historyNote')}
            </Alert>
            <TransactionsPanel />
          </>
        ) : (
          <ReportsPanel />
        )}
      </Box>
    </BankLinkProvider>
  );
}
