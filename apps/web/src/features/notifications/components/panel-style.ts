import { borderColor } from '../../../app/theme';

/** The center's list and the preferences on a white sheet, not wider than they read. */
export const panelStyle = {
  maxWidth: 880,
  padding: 12,
  background: '#fff',
  border: `1px solid ${borderColor}`,
  borderRadius: 8,
} as const;
