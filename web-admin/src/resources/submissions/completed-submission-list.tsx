import { SUBMISSION_ADMIN_TEXTS as T } from '@ledgerleaf/contracts';
import { SubmissionList } from './submission-list';

const CompletedSubmissionList = () => <SubmissionList label={T.completedTitle} empty={T.noCompleted} oldestFirst={false} />;
export default CompletedSubmissionList;
