// What the rest of the app may use of the bookings feature: its screens' routes.
export { bookingsRoutes } from './routes';
