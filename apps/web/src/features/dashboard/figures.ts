/**
 * Where each of the dashboard's counts leads: the property list with the filters of its URL
 * (property-list-page.tsx reads tab and connection): connected = at least one enabled channel
 * connection; ready to connect = ready and published, not connected.
 */
export const propertyListLinks = {
  total: '/properties?tab=properties',
  connected: '/properties?tab=properties&connection=connected',
  readyToConnect: '/properties?tab=properties&connection=ready',
} as const;
