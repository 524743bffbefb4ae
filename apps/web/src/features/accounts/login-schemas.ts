// Loaded by the login screen when its form is first checked (typing, or the press): zod and
// the shared schemas are not part of what the screen downloads to show itself.
import '../../app/zod-config';

export { currentPasswordField, emailField, loginRequest } from '@nuzul/shared/accounts';
