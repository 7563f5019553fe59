import { lazy } from 'react';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import type { ResourceProps } from 'react-admin';
import { QUESTION_TEXTS } from '@ledgerleaf/contracts';

export const questions = {
  name: 'questions',
  icon: QuestionAnswerIcon,
  options: { label: QUESTION_TEXTS.menuLabel },
  list: lazy(() => import('./question-list')),
} satisfies ResourceProps;
