import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, tileSource } from './config';

describe('loadConfig', () => {
  it('gives every setting a safe default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      appUrl: 'http://localhost:3000',
      logLevel: 'info',
      nodeEnv: 'development',
      trustProxy: false,
    });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', '70000'],
    ['DATABASE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
  ])('names %s when its value %s is invalid', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${variable} \\(got "${value}"\\)`),
    );
  });
});

describe('tileSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.com/{z}/{x}/{y}.png', 'https://*.tile.example.com'],
    ['http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:8080'],
  ])('turns %s into the CSP source %s', (template, source) => {
    expect(tileSource(template)).toBe(source);
  });

  it('refuses a tile URL without {z}, {x} and {y}', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/map.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });
});

describe('object storage and metrics settings', () => {
  const s3 = {
    S3_BUCKET: 'nuzul-media',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_ACCESS_KEY_ID: 'minio',
    S3_SECRET_ACCESS_KEY: 'minio-secret',
  };

  it('keeps photos on disk without S3 settings, and has no metrics token', () => {
    expect(loadConfig({})).toMatchObject({ s3: undefined, metricsToken: undefined });
  });

  it('uses S3 path-style with an endpoint (MinIO), virtual-hosted on AWS itself', () => {
    expect(loadConfig(s3).s3).toEqual({
      bucket: 'nuzul-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      pathStyle: true,
    });
    expect(loadConfig({ ...s3, S3_ENDPOINT: '', S3_REGION: 'me-south-1' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'me-south-1',
      pathStyle: false,
    });
    expect(loadConfig({ ...s3, S3_PATH_STYLE: 'false' }).s3?.pathStyle).toBe(false);
  });

  it.each(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])(
    'refuses S3 settings without %s, naming it',
    (missing) => {
      expect(() => loadConfig({ ...s3, [missing]: '' })).toThrow(
        new RegExp(`^Invalid environment variable ${missing}.*: is required for S3 storage`),
      );
    },
  );

  it.each([
    ['S3_BUCKET', 'Nuzul_Media'],
    ['S3_BUCKET', 'ab'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_TOKEN', 'has spaces in it sixteen'],
  ])('names %s when its value %s is invalid', (variable, value) => {
    expect(() => loadConfig({ ...s3, [variable]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${variable} \\(got "${value}"\\)`),
    );
  });

  it('takes a metrics token of 16 or more token characters', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
  });
});
