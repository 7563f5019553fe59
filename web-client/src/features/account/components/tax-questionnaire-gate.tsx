import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useUser } from '../../../lib/auth';

const TaxQuestionnaireDialog = lazy(() => import('./tax-questionnaire-dialog').then((m) => ({ default: m.TaxQuestionnaireDialog })));

/**
 * Opens the Tax Information Required dialog over any page for a client who has not
 * answered it yet. Staff are not clients and never see it. On /auth a logged-in user
 * is only ever passing through (or choosing a plan right after registering), so the
 * dialog waits for the next page.
 */
export function TaxQuestionnaireGate() {
  const { data: user } = useUser();
  const { pathname } = useLocation();
  const needed = user && !user.isAdmin && !user.hasCompletedQuestionnaire && !pathname.startsWith('/auth');
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <TaxQuestionnaireDialog />
    </Suspense>
  );
}
