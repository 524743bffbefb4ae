// What the rest of the app may use of the accounts feature.
export { accountRoutes, authRoutes } from './routes';
export { rememberPendingMfa } from './pending-mfa';
