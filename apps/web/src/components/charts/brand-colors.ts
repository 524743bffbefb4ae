/** The charts' series colours: the brand blue for confirmed, red for cancelled (spec §6). */
export const chartColors = {
  confirmed: '#3F72AF',
  cancelled: '#D64545',
  secondary: '#6BA368',
  tertiary: '#E0A030',
} as const;
