import { SUBMISSION_ADMIN_TEXTS as T } from '@ledgerleaf/contracts';
import { SubmissionList } from './submission-list';

const PendingSubmissionList = () => <SubmissionList label={T.pendingTitle} empty={T.noPending} oldestFirst />;
export default PendingSubmissionList;
