// What the rest of the app may use of the notifications feature: the header's bell and the
// center's route.
export { NotificationBell } from './components/notification-bell';
export { notificationsRoutes } from './routes';
