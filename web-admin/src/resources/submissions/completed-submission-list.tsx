import { useTranslate } from 'react-admin';
import { SubmissionList } from './submission-list';

const CompletedSubmissionList = () => {
  const translate = useTranslate();
  return (
    <SubmissionList label={translate('resources.completed-submissions.name')} empty={translate('ledgerleaf.submissions.noCompleted')} oldestFirst={false} />
  );
};
export default CompletedSubmissionList;
