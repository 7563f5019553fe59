// The public face of the auth feature. The session is app-wide, so other features
// read the current user through this file only, never through auth's internals.
export { useUser, getUserQueryOptions, USER_QUERY_KEY } from './api/get-user';
export { useLogin } from './api/login';
export { useLogout } from './api/logout';
export { useEndSession } from './api/end-session';
export { ProtectedRoute } from './components/protected-route';
