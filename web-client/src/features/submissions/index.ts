// Manual submissions: the New Submission form and the History, each loaded on demand.
export { LazyNewSubmissionTab, LazySubmissionsHistoryTab } from './components/lazy-tabs';
