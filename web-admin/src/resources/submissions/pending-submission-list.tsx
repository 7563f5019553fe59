import { useTranslate } from 'react-admin';
import { SubmissionList } from './submission-list';

const PendingSubmissionList = () => {
  const translate = useTranslate();
  return <SubmissionList label={translate('resources.pending-submissions.name')} empty={translate('ledgerleaf.submissions.noPending')} oldestFirst />;
};
export default PendingSubmissionList;
