import { lazy } from 'react';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import type { ResourceProps } from 'react-admin';

export const questions = {
  name: 'questions',
  icon: QuestionAnswerIcon,
  options: { label: 'resources.questions.name' },
  list: lazy(() => import('./question-list')),
} satisfies ResourceProps;
