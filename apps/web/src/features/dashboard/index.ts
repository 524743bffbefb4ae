// What the rest of the app may use of the dashboard feature.
export { dashboardRoutes } from './routes';
