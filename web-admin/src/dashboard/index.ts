export { Dashboard, DASHBOARD_TITLE } from './dashboard';
export { CONSOLE_COUNTS_QUERY_KEY, useConsoleCounts, type ConsoleCounts } from './use-console-counts';
