export { Dashboard, DASHBOARD_TITLE } from './dashboard';
