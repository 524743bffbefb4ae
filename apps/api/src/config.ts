import path from 'node:path';
import { z } from 'zod';
import { paymentProviders } from '@nuzul/shared/payments';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    REDIS_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    APP_URL: optionalUrl,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SECRETS_KEY: z
      .string()
      .optional()
      .refine(
        (value) => !value || Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes in base64 (openssl rand -base64 32)',
      ),
    MAIL_FROM: z.string().min(3).default('Nuzul <no-reply@nuzul.local>'),
    CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'none']).optional(),
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_SECRET: z.string().optional(),
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    MAP_TILE_URL: z
      .string()
      .regex(
        /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/,
        'must be a tile URL template with {z}, {x} and {y}',
      )
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
    TRUST_PROXY: z
      .enum(['true', 'false', ''])
      .default('false')
      .transform((value) => value === 'true'),
    API_DOCS: z.enum(['true', 'false', '']).optional(),
    /** Lets channel feeds be fetched from loopback (tests, bench, e2e); leave it off when deployed. */
    CHANNELS_FETCH_ALLOW_LOOPBACK: z
      .enum(['true', 'false', ''])
      .default('false')
      .transform((value) => value === 'true'),
    ADMIN_EMAILS: z.string().default(''),
    BILLING_SELLER_NAME: z.string().trim().min(1).default('Nuzul'),
    BILLING_SELLER_ADDRESS: z.string().trim().min(1).default('Riyadh, Saudi Arabia'),
    BILLING_SELLER_VAT: z
      .string()
      .trim()
      .regex(/^3\d{13}3$/, 'must be a 15-digit Saudi VAT number starting and ending with 3')
      .default('300000000000003'),
    BILLING_SELLER_CR: z.string().trim().min(1).default('1010000000'),
    PAYMENT_PROVIDER: z.enum(paymentProviders).default('sandbox'),
    PAYMENT_WEBHOOK_SECRET: z.string().optional(),
    MOYASAR_SECRET_KEY: z
      .string()
      .trim()
      .optional()
      // The publishable key (pk_…) can only create payments: it cannot read one back.
      .refine((value) => !value || /^sk_\w+$/.test(value), 'must be a Moyasar secret key (sk_…)'),
    MOYASAR_WEBHOOK_SECRET: z.string().optional(),
    MOYASAR_API_BASE: z
      .url({ protocol: /^https?$/ })
      .default('https://api.moyasar.com/v1')
      .transform((value) => value.replace(/\/+$/, '')),
    S3_BUCKET: z
      .string()
      .trim()
      .regex(
        /^$|^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      )
      .optional(),
    S3_ENDPOINT: z
      .string()
      .trim()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.url({ protocol: /^https?$/ }).optional())
      .optional(),
    S3_REGION: z.string().trim().default(''),
    S3_ACCESS_KEY_ID: z.string().trim().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PATH_STYLE: z.enum(['true', 'false', '']).optional(),
    METRICS_TOKEN: z
      .string()
      .optional()
      .refine(
        (value) => !value || /^[A-Za-z0-9\-._~+/]{16,}=*$/.test(value),
        'must be at least 16 characters usable in a bearer token (openssl rand -hex 32)',
      ),
  })
  .superRefine((env, context) => {
    // Photos in object storage need the bucket and both halves of the key; a partial
    // setting would quietly keep them on this machine's disk.
    const given = (
      ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    )
      .filter((key) => env[key])
      .join(', ');
    if (!given) return;
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: `is required for S3 storage (${given} set)`,
        });
      }
    }
  })
  .superRefine((env, context) => {
    // Moyasar without its keys could take no payment and confirm none: refuse to start.
    if (env.PAYMENT_PROVIDER !== 'moyasar') return;
    for (const key of ['MOYASAR_SECRET_KEY', 'MOYASAR_WEBHOOK_SECRET'] as const) {
      if (!env[key]) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when PAYMENT_PROVIDER=moyasar',
        });
      }
    }
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    nodeEnv: env.NODE_ENV,
    trustProxy: env.TRUST_PROXY,
    /** Accounts that are platform admins by configuration (comma-separated, any case). */
    adminEmails: new Set(
      env.ADMIN_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    // The API reference lists every route: served in development unless turned off, in
    // production only when asked for.
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    /**
     * Channel import fetches may reach loopback addresses (127.0.0.0/8, ::1) only when this
     * is set: the tests' and bench's local feed servers. Private, link-local and metadata
     * ranges stay refused either way.
     */
    channelsFetchAllowLoopback: env.CHANNELS_FETCH_ALLOW_LOOPBACK,
    map: {
      tileUrl: env.MAP_TILE_URL,
      attribution: env.MAP_ATTRIBUTION,
      tileSource: tileSource(env.MAP_TILE_URL),
    },
    secretsKey: env.SECRETS_KEY || undefined,
    mailFrom: env.MAIL_FROM,
    /** The seller on every invoice (requirements-next §7.5); `vatNumber` is its registration no. */
    seller: {
      name: env.BILLING_SELLER_NAME,
      address: env.BILLING_SELLER_ADDRESS,
      vatNumber: env.BILLING_SELLER_VAT,
      crNumber: env.BILLING_SELLER_CR,
    },
    payments: {
      provider: env.PAYMENT_PROVIDER,
      /** The sandbox's webhook signing secret; derived from the master key when not given. */
      webhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
      /** Moyasar's API and the webhook's shared secret token; set when it is the provider. */
      moyasar:
        env.PAYMENT_PROVIDER === 'moyasar'
          ? {
              secretKey: env.MOYASAR_SECRET_KEY!,
              webhookSecret: env.MOYASAR_WEBHOOK_SECRET!,
              apiBase: env.MOYASAR_API_BASE,
            }
          : undefined,
    },
    captcha: {
      // reCAPTCHA when its secret is configured, else the self-hosted proof of work.
      provider: env.CAPTCHA_PROVIDER ?? (env.RECAPTCHA_SECRET ? 'recaptcha' : 'altcha'),
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? '',
      recaptchaSecret: env.RECAPTCHA_SECRET ?? '',
      recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL,
    },
    /** Photos in S3-compatible object storage when set; under DATA_DIR/media otherwise. */
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          // S3-compatible servers mostly ignore the region, but it is part of the signature.
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          // MinIO and the like serve <endpoint>/<bucket>; AWS itself, <bucket>.<endpoint>.
          pathStyle: env.S3_PATH_STYLE
            ? env.S3_PATH_STYLE === 'true'
            : env.S3_ENDPOINT !== undefined,
        }
      : undefined,
    /** Who may read /metrics from another machine: `Authorization: Bearer <token>`. */
    metricsToken: env.METRICS_TOKEN || undefined,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            issuer: env.GOOGLE_ISSUER,
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
  }));

export type Config = z.output<typeof configSchema>;

/** The CSP source of a tile URL template: `https://{s}.tile.example/...` → `https://*.tile.example`. */
export function tileSource(template: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(template.replace(/\{s\}/g, '*'));
  return match![1]!;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; the error names the first offending variable in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = issue?.path.join('.') ?? 'environment';
  const received = env[variable];
  throw new ConfigError(
    `Invalid environment variable ${variable}${received === undefined ? '' : ` (got "${received}")`}: ${issue?.message ?? 'invalid value'}`,
  );
}
