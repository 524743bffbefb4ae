// What the rest of the app may use of the billing feature: its screens' routes.
export { billingRoutes } from './routes';
