// The public face of the account manager feature: the dashboard's card (name, initials, a way to message them, the direct line for annual plans).
export { AccountManagerCard } from './components/account-manager-card';
