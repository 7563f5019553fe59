import { useTranslation } from 'react-i18next';
import { useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { BRAND, type CheckoutRequest, type CurrentUser, type PaidPlan } from '@ledgerleaf/contracts';
import { PageSpinner } from '../../../components/page-spinner';
import { useUser } from '../../../lib/auth';
import { AuthMarketingPanel } from './auth-marketing-panel';
import { resolveAuthScreen, type AuthMode } from './auth-mode';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

type TabMode = Extract<AuthMode, 'login' | 'register'>;

/** What the screen hands the plan dialog a new account without a plan sees. */
export interface PlanChoiceDialogSlotProps {
  open: boolean;
  onClose: () => void;
  userData: CheckoutRequest['userData'];
  preselectedPlan: PaidPlan | null;
}

interface AuthScreenProps {
  /** The billing feature's plan dialog, composed in by the /auth page (app/auth-page.tsx). */
  planChoiceDialog: ComponentType<PlanChoiceDialogSlotProps>;
}

/** Login, registration, forgot and reset password, at /auth and /auth/reset/:token. */
export function AuthScreen({ planChoiceDialog: PlanChoiceDialog }: AuthScreenProps) {
  const { token } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: user, isPending } = useUser();
  const { t } = useTranslation('auth');
  const { mode, resetToken, plan } = resolveAuthScreen(searchParams, token);
  // Set when a new account has no plan yet: the plan dialog opens here instead of leaving for the dashboard.
  const [newAccount, setNewAccount] = useState<CurrentUser | null>(null);

  if (isPending) return <PageSpinner />;
  if (user && !newAccount) return <Navigate to="/dashboard" replace />;

  const switchTab = (next: TabMode) => {
    setSearchParams(
      (params) => {
        params.set('mode', next);
        return params;
      },
      { replace: true },
    );
  };
  const title = t(`headings.${mode}.title`, { brand: BRAND.name });
  const subtitle = t(`headings.${mode}.subtitle`);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography sx={{ mt: 1, mb: 2, color: 'text.secondary' }}>{subtitle}</Typography>
          {(mode === 'login' || mode === 'register') && (
            <Tabs
              value={mode}
              onChange={(_event, next: TabMode) => switchTab(next)}
              variant="fullWidth"
              aria-label={t('tabs')}
              sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
            >
              <Tab label={t('loginTab')} value="login" />
              <Tab label={t('registerTab')} value="register" />
            </Tabs>
          )}
          {mode === 'login' && <LoginForm />}
          {mode === 'register' && <RegisterForm plan={plan} onNeedsPlan={setNewAccount} />}
          {mode === 'forgot' && <ForgotPasswordForm />}
          {mode === 'reset' && resetToken && <ResetPasswordForm token={resetToken} />}
        </Paper>
        <AuthMarketingPanel />
      </Box>
      <PlanChoiceDialog
        open={newAccount !== null}
        // Closing without a plan leaves for the dashboard, which offers the same choice again.
        onClose={() => setNewAccount(null)}
        userData={newAccount ? { firstName: newAccount.firstName, lastName: newAccount.lastName, email: newAccount.email, phone: newAccount.phone } : undefined}
        preselectedPlan={plan}
      />
    </Container>
  );
}
