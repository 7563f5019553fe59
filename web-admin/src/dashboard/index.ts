export { Dashboard, DASHBOARD_TITLE } from './dashboard';
export { ADMIN_STATS_QUERY_KEY, useAdminStats } from './use-admin-stats';
