import { z } from 'zod';
import { fieldError, safeText } from '../validation/fields';
import { messageKey } from '../validation/messages';
import { profileFields } from './profile';
import {
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  MFA_RECOVERY_CODE_COUNT,
  MFA_RECOVERY_CODE_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  languages,
  passwordHasMix,
} from './rules';

export const emailField = safeText()
  .trim()
  .min(1, messageKey('required'))
  .max(EMAIL_MAX_LENGTH, messageKey('tooLong'))
  .pipe(z.email(messageKey('invalidEmail')))
  .transform((email) => email.toLowerCase());

/** A password being chosen: the composition rule applies. */
export const newPasswordField = safeText()
  .min(1, messageKey('required'))
  .min(PASSWORD_MIN_LENGTH, messageKey('passwordLength'))
  .max(PASSWORD_MAX_LENGTH, messageKey('passwordLength'))
  .refine(passwordHasMix, messageKey('passwordMix'));

/** A password being checked: only presence and the length cap (hashing cost). */
export const currentPasswordField = safeText()
  .min(1, messageKey('required'))
  .max(PASSWORD_MAX_LENGTH, messageKey('passwordLength'));

export const codeField = safeText()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), messageKey('codeLength'));

const nameField = safeText()
  .trim()
  .min(1, messageKey('required'))
  .max(NAME_MAX_LENGTH, messageKey('max80'));

const captchaField = safeText().max(10_000).optional().default('');

export const signupRequest = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  password: newPasswordField,
  captchaValue: captchaField,
});
export type SignupRequest = z.input<typeof signupRequest>;

/** The sign-up form adds the confirmation, which never leaves the browser. */
export const signupForm = signupRequest
  .extend({ confirmPassword: safeText().min(1, messageKey('required')) })
  .refine((form) => form.password === form.confirmPassword, {
    message: messageKey('passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });

export const loginRequest = z.object({
  email: emailField,
  password: currentPasswordField,
  captchaValue: captchaField,
  remember: z.boolean(fieldError()).optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const emailCodeRequest = z.object({ email: emailField, code: codeField });
export type EmailCodeRequest = z.input<typeof emailCodeRequest>;

export const emailRequest = z.object({ email: emailField });
export type EmailRequest = z.input<typeof emailRequest>;

export const resetPasswordRequest = z.object({
  email: emailField,
  token: safeText().min(1, messageKey('required')).max(200),
  newPassword: newPasswordField,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const setPasswordForm = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: safeText().min(1, messageKey('required')),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: messageKey('passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });

export const changePasswordRequest = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});

export const mfaGenerateRequest = z.object({
  email: emailField,
  challenge: safeText().min(1, messageKey('required')).max(200),
});
export type MfaGenerateRequest = z.input<typeof mfaGenerateRequest>;

/** A recovery code as typed: case, spaces and the dash do not matter. */
export const recoveryCodeField = safeText()
  .max(40, messageKey('invalidValue'))
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, messageKey('required'))
      .regex(new RegExp(`^[a-z2-7]{${MFA_RECOVERY_CODE_LENGTH}}$`), messageKey('invalidValue')),
  );

/** Either an authenticator code or a recovery code, never both. */
const secondFactor = {
  token: codeField.optional(),
  recoveryCode: recoveryCodeField.optional(),
};
const oneFactor = (body: { token?: string; recoveryCode?: string }): boolean =>
  (body.token === undefined) !== (body.recoveryCode === undefined);
const oneFactorIssue = { message: messageKey('required'), path: ['token'] };

export const mfaVerifyRequest = z
  .object({
    email: emailField,
    challenge: safeText().min(1, messageKey('required')).max(200),
    ...secondFactor,
  })
  .refine(oneFactor, oneFactorIssue);
export type MfaVerifyRequest = z.input<typeof mfaVerifyRequest>;

/** Starts enrolment: the password again, then the secret to scan. */
export const mfaEnableRequest = z.object({ password: currentPasswordField });
/** Finishes enrolment with a code from the app that scanned the secret. */
export const mfaConfirmRequest = z.object({ token: codeField });
export type MfaConfirmRequest = z.input<typeof mfaConfirmRequest>;
/** New recovery codes need a current authenticator code. */
export const mfaRecoveryCodesRequest = z.object({ token: codeField });
export const mfaDisableRequest = z.object(secondFactor).refine(oneFactor, oneFactorIssue);
export type MfaDisableRequest = z.input<typeof mfaDisableRequest>;

export const exchangeRequest = z.object({ code: safeText().min(1).max(200) });

export const user = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(languages),
  emailVerified: z.boolean(),
  /** Two-factor is required at sign-in: an authenticator was confirmed by a code. */
  mfaEnabled: z.boolean(),
  /** An authenticator is enrolled (the same as mfaEnabled); its secret is never sent. */
  mfaEnrolled: z.boolean(),
  createdAt: z.string(),
  /** The platform role, on GET /user/me: `admin` sees the Admin screens. */
  role: z.enum(['owner', 'admin']).optional(),
  /** The profile (requirements-next §12); its picture as /media URLs, or null. */
  ...profileFields,
});
export type User = z.infer<typeof user>;

export const userResponse = z.object({ data: user });

export const loginResponse = z.object({
  data: z.object({
    user: user.partial().extend({ email: z.string() }),
    accessToken: z.string().optional(),
    mfaRequired: z.boolean(),
    /** Proves the password step for the two-factor calls; valid 5 minutes. */
    mfaChallenge: z.string().optional(),
    mfaSecret: z.string().optional(),
  }),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * The /verify-mfa screen's load call (spec §7). Enrolment happens on the Security page only,
 * so a sign-in is never shown a secret or a QR code.
 */
export const mfaGenerateResponse = z.object({
  data: z.object({
    user: user.partial().extend({ email: z.string() }),
    secret: z.null(),
    qrCode: z.null(),
  }),
});
export type MfaGenerateResponse = z.infer<typeof mfaGenerateResponse>;

/** The pending secret and its QR code (200x200 PNG data URL), the same until confirmed. */
export const mfaSetupResponse = z.object({
  data: z.object({ secret: z.string(), qrCode: z.string() }),
});
export type MfaSetup = z.infer<typeof mfaSetupResponse>['data'];

const recoveryCodes = z.array(z.string()).length(MFA_RECOVERY_CODE_COUNT);

/** Shown once: only their hashes are kept. */
export const mfaRecoveryCodesResponse = z.object({ data: z.object({ recoveryCodes }) });
export type MfaRecoveryCodes = z.infer<typeof mfaRecoveryCodesResponse>['data'];

export const mfaConfirmResponse = z.object({ data: z.object({ user, recoveryCodes }) });
export type MfaConfirmed = z.infer<typeof mfaConfirmResponse>['data'];

export const sessionResponse = z.object({ data: z.object({ user, accessToken: z.string() }) });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const codeSentResponse = z.object({
  data: z.object({ sent: z.literal(true), resendAfterSeconds: z.number().int() }),
});
export type CodeSentResponse = z.infer<typeof codeSentResponse>;

export const resetTokenResponse = z.object({ data: z.object({ token: z.string() }) });

export const okResponse = z.object({ data: z.object({ ok: z.literal(true) }) });

export const authOptionsResponse = z.object({
  data: z.object({
    google: z.boolean(),
    captcha: z.discriminatedUnion('provider', [
      z.object({ provider: z.literal('none') }),
      z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
      z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
    ]),
    resendCooldownSeconds: z.number().int(),
  }),
});
export type AuthOptions = z.infer<typeof authOptionsResponse>['data'];
