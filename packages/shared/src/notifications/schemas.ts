import { z } from 'zod';
import { fieldError } from '../validation/fields';
import { messageKey } from '../validation/messages';
import { keepsOneKindEnabled, notificationKinds } from './rules';

const flag = z.boolean(fieldError());

const channelSwitches = z.object({ email: flag, sms: flag, push: flag });

/**
 * `GET /notifications?kind=&unread=&cursor=`: newest first, 20 a page; `cursor` is the
 * previous page's `meta.nextCursor`.
 */
export const notificationsQuery = z.object({
  kind: z.enum(notificationKinds, fieldError()).optional(),
  /** `true` for unread only; `false` or absent for all. */
  unread: z
    .enum(['true', 'false'], fieldError())
    .optional()
    .transform((value) => value === 'true'),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, messageKey('invalidValue'))
    .optional(),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

/** `:id` of `POST /notifications/:id/read`. */
export const notificationIdParams = z.object({ id: z.uuid(messageKey('invalidValue')) });

/**
 * `PUT /notifications/preferences`: every kind with its three channels. At least one kind
 * must keep a channel on (spec §5); the server checks SMS against the configured provider.
 */
export const notificationPreferencesRequest = z
  .object({
    kinds: z.object({
      booking: channelSwitches,
      payment: channelSwitches,
      sync: channelSwitches,
      mfa: channelSwitches,
    }),
  })
  .superRefine((value, ctx) => {
    if (!keepsOneKindEnabled(value.kinds, true)) {
      ctx.addIssue({
        code: 'custom',
        path: ['kinds'],
        message: messageKey('notificationTypeRequired'),
      });
    }
  });
export type NotificationPreferencesRequest = z.infer<typeof notificationPreferencesRequest>;
