// What the rest of the app may use of the calendar feature: its screen's route, the days of
// a property (the booking form disables unavailable nights) and the property picker.
export { calendarRoutes } from './routes';
export { calendarKeys, useCalendar } from './api';
export { PropertySelect } from './components/property-select';
