import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  RESEND_COOLDOWN_SECONDS,
  authOptionsResponse,
  changePasswordRequest,
  codeSentResponse,
  emailCodeRequest,
  emailRequest,
  loginRequest,
  loginResponse,
  mfaConfirmRequest,
  mfaConfirmResponse,
  mfaDisableRequest,
  mfaEnableRequest,
  mfaGenerateRequest,
  mfaGenerateResponse,
  mfaRecoveryCodesRequest,
  mfaRecoveryCodesResponse,
  mfaSetupResponse,
  mfaVerifyRequest,
  okResponse,
  resetPasswordRequest,
  resetTokenResponse,
  sessionResponse,
  signupRequest,
  userResponse,
  type Language,
} from '@nuzul/shared/accounts';
import { authOf } from '../../platform/auth';
import type { Captcha } from '../../platform/captcha/captcha';
import type { AccountsService, RequestContext } from './accounts.service';
import type { MfaService } from './mfa.service';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  mfa: MfaService;
  captcha: Captcha;
  googleEnabled: boolean;
}

function languageOf(request: FastifyRequest): Language {
  return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'ar';
}

const context = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  language: languageOf(request),
});

const ok = { data: { ok: true as const } };
const sent = (resendAfterSeconds: number) => ({
  data: { sent: true as const, resendAfterSeconds },
});

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, opts) => {
  const { accounts, mfa } = opts;
  const tags = ['auth'];

  app.get('/auth/options', { schema: { tags, response: { 200: authOptionsResponse } } }, () => ({
    data: {
      google: opts.googleEnabled,
      captcha: opts.captcha.options,
      resendCooldownSeconds: RESEND_COOLDOWN_SECONDS,
    },
  }));

  app.post(
    '/auth/signup',
    { schema: { tags, body: signupRequest, response: { 201: codeSentResponse } } },
    async (request, reply) => {
      const { resendAfterSeconds } = await accounts.signup(request.body, context(request));
      return reply.status(201).send(sent(resendAfterSeconds));
    },
  );

  app.post(
    '/auth/verify-account',
    { schema: { tags, body: emailCodeRequest, response: { 200: okResponse } } },
    async (request) => {
      await accounts.verifyAccount(request.body, context(request));
      return ok;
    },
  );

  app.post(
    '/auth/resend-verification',
    { schema: { tags, body: emailRequest, response: { 200: codeSentResponse } } },
    async (request) => sent(await accounts.resendVerification(request.body, context(request))),
  );

  app.post(
    '/auth/login',
    { schema: { tags, body: loginRequest, response: { 200: loginResponse } } },
    async (request) => ({ data: await accounts.login(request.body, context(request)) }),
  );

  app.post(
    '/auth/logout',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: okResponse } } },
    async (request) => {
      await accounts.logout(authOf(request).token, authOf(request).userId);
      return ok;
    },
  );

  app.post(
    '/auth/forgot-password',
    { schema: { tags, body: emailRequest, response: { 200: codeSentResponse } } },
    async (request) => sent(await accounts.forgotPassword(request.body, context(request))),
  );

  app.post(
    '/auth/verify-forgot-otp',
    { schema: { tags, body: emailCodeRequest, response: { 200: resetTokenResponse } } },
    async (request) => ({
      data: { token: await accounts.verifyForgotCode(request.body, context(request)) },
    }),
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags, body: resetPasswordRequest, response: { 200: okResponse } } },
    async (request) => {
      await accounts.resetPassword(request.body, context(request));
      return ok;
    },
  );

  app.post(
    '/auth/mfa/generate',
    { schema: { tags, body: mfaGenerateRequest, response: { 200: mfaGenerateResponse } } },
    async (request) => ({ data: await mfa.generate(request.body) }),
  );

  app.post(
    '/auth/mfa/verify',
    { schema: { tags, body: mfaVerifyRequest, response: { 200: sessionResponse } } },
    async (request) => ({ data: await mfa.verify(request.body, context(request)) }),
  );

  app.get(
    '/user/me',
    { onRequest: app.requireAuth, schema: { tags: ['user'], response: { 200: userResponse } } },
    // The role as the auth guard found it (the admin role or ADMIN_EMAILS).
    async (request) => {
      const { userId, actor } = authOf(request);
      return { data: { ...(await accounts.me(userId)), role: actor.role } };
    },
  );

  app.post(
    '/user/change-password',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['user'], body: changePasswordRequest, response: { 200: okResponse } },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request);
      await accounts.changePassword(userId, sessionId, request.body, context(request));
      return ok;
    },
  );

  app.post(
    '/user/mfa/enable',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['user'],
        summary: 'Starts two-factor setup: the pending secret and its QR code',
        body: mfaEnableRequest,
        response: { 200: mfaSetupResponse },
      },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request);
      return { data: await mfa.enable(userId, sessionId, request.body, context(request)) };
    },
  );

  app.post(
    '/user/mfa/confirm',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['user'],
        summary: 'Turns two-factor on with a code from the scanned app; recovery codes, once',
        body: mfaConfirmRequest,
        response: { 200: mfaConfirmResponse },
      },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request);
      return { data: await mfa.confirm(userId, sessionId, request.body, context(request)) };
    },
  );

  app.post(
    '/user/mfa/recovery-codes',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['user'],
        summary: 'New recovery codes for a current authenticator code; the old ones stop working',
        body: mfaRecoveryCodesRequest,
        response: { 200: mfaRecoveryCodesResponse },
      },
    },
    async (request) => ({
      data: {
        recoveryCodes: await mfa.regenerateRecoveryCodes(
          authOf(request).userId,
          request.body,
          context(request),
        ),
      },
    }),
  );

  app.post(
    '/user/mfa/disable',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['user'], body: mfaDisableRequest, response: { 200: userResponse } },
    },
    async (request) => ({
      data: await mfa.disable(authOf(request).userId, request.body, context(request)),
    }),
  );
};
