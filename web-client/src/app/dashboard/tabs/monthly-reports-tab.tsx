import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { LazyCategoryConfiguration } from '../../../features/categories';
import { LazyReportsPanel } from '../../../features/reports';

// Each view's name is the dashboard namespace's `tabs.monthlyReports.<view>`.
const VIEWS = ['reports', 'categories'] as const;
type MonthlyReportsView = (typeof VIEWS)[number];

/** The Monthly Reports view: tabs Reports and Category Configuration (`?view=categories`). */
export function MonthlyReportsTab() {
  const { t } = useTranslation('dashboard');
  const [searchParams, setSearchParams] = useSearchParams();
  const view: MonthlyReportsView = searchParams.get('view') === 'categories' ? 'categories' : 'reports';
  const selectView = (next: MonthlyReportsView) =>
    setSearchParams(
      (params) => {
        if (next === 'reports') params.delete('view');
        else params.set('view', next);
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <Tabs value={view} onChange={(_event, next: MonthlyReportsView) => selectView(next)} aria-label={t('tabs.monthlyReports.sections')} sx={{ mb: 2 }}>
        {VIEWS.map((value) => (
          <Tab key={value} value={value} label={t(`tabs.monthlyReports.${value}`)} id={`reports-view-${value}`} aria-controls={`reports-view-panel-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`reports-view-panel-${view}`} aria-labelledby={`reports-view-${view}`}>
        {view === 'reports' ? <LazyReportsPanel /> : <LazyCategoryConfiguration />}
      </Box>
    </>
  );
}
