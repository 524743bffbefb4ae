// What the rest of the app may use of the FAQ feature: its screen's route.
export { faqRoutes } from './routes';
