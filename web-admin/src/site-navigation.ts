// Pages of the customer SPA that the console sends people to. They live outside the
// /admin router, so reaching them takes a full page load rather than a router navigation.
export const SITE_PATHS = {
  home: '/',
  auth: '/auth',
  login: '/auth?mode=login',
  dashboard: '/dashboard',
} as const;

export type SitePath = (typeof SITE_PATHS)[keyof typeof SITE_PATHS];

export const navigateToSite = (path: SitePath): void => {
  window.location.assign(path);
};
