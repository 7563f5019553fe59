import { AuthScreen } from '../features/auth/components/auth-screen';
import { LazyPlanChoiceDialog } from '../features/billing';

/** /auth: the auth feature's screen; a new account without a plan chooses one in billing's dialog. */
export function AuthPage() {
  return <AuthScreen planChoiceDialog={LazyPlanChoiceDialog} />;
}
