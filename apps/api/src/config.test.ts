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
