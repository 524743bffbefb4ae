// What the rest of the app may use of the reports feature (the sidebar's "charts").
export { reportsRoutes } from './routes';
