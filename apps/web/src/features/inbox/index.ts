// What the rest of the app may use of the inbox feature: its routes, the header's chat icon,
// and what a booking needs to open its thread.
export { ChatIcon } from './components/chat-icon';
export { useOpenBookingThread } from './api';
export { threadPath } from './paths';
export { guestThreadRoutes, inboxRoutes } from './routes';
