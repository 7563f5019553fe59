// The public face of the auth feature: logging in and registering. The current user and
// logout are app-wide and live in lib/auth.ts.
export { ProtectedRoute } from './components/protected-route';
