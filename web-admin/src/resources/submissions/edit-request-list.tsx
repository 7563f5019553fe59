import { useTranslate } from 'react-admin';
import { SubmissionList } from './submission-list';

const EditRequestList = () => {
  const translate = useTranslate();
  return <SubmissionList label={translate('resources.edit-requests.name')} empty={translate('ledgerleaf.submissions.noEditRequests')} oldestFirst />;
};
export default EditRequestList;
