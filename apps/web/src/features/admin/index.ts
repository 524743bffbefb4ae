// What the rest of the app may use of the admin feature: its screen's route.
export { adminRoutes } from './routes';
