// What the rest of the app may use of the channels feature: its screens' routes and the
// availability calendar's warning about channel bookings that could not be placed.
export { channelsRoutes } from './routes';
export { ChannelConflicts } from './components/channel-conflicts';
