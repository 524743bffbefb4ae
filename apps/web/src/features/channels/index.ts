// What the rest of the app may use of the channels feature: its screens' routes and the
// availability calendar's warning about channel bookings that could not be placed, and those
// bookings themselves for the "All properties" timeline's marks.
export { channelsRoutes } from './routes';
export { useChannelConflicts } from './api';
export { ChannelConflicts } from './components/channel-conflicts';
