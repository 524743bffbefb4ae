// What the rest of the app may use of the CMS feature: its screens' routes.
export { cmsRoutes } from './routes';
