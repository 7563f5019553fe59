import { SUBMISSION_ADMIN_TEXTS as T } from '@ledgerleaf/contracts';
import { SubmissionList } from './submission-list';

const EditRequestList = () => <SubmissionList label={T.editRequestsTitle} empty={T.noEditRequests} oldestFirst />;
export default EditRequestList;
