// What the rest of the app may use of the billing feature: its screens' routes, the
// subscription in force, and the way to the plans when a plan is what is missing.
export { useCurrentSubscription } from './api';
export { isSubscriptionRefusal, SeePlansButton } from './components/see-plans';
export { billingRoutes } from './routes';
