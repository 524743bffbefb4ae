import { describe, expect, it } from 'vitest';
import {
  MAX_CHAT_MESSAGE_LENGTH,
  chatMessageLength,
  messagesQuery,
  sendMessageInput,
  threadsQuery,
} from './index';

const issues = (body: unknown) =>
  sendMessageInput.safeParse({ body }).error?.issues.map((issue) => issue.message);

describe('chat message (spec §5 "Chat messages have a maximum length", requirements §10)', () => {
  it('is at most 2,000 characters', () => {
    expect(MAX_CHAT_MESSAGE_LENGTH).toBe(2000);
    expect(sendMessageInput.safeParse({ body: 'a'.repeat(2000) }).success).toBe(true);
    expect(issues('a'.repeat(2001))).toEqual(['validation.max2000']);
  });

  it('counts characters after trimming, an emoji as one', () => {
    expect(chatMessageLength('  سلام  ')).toBe(4);
    expect(chatMessageLength('👋'.repeat(2000))).toBe(2000);
    expect(sendMessageInput.safeParse({ body: '👋'.repeat(2000) }).success).toBe(true);
    expect(sendMessageInput.parse({ body: ` ${'b'.repeat(2000)}\n` }).body).toHaveLength(2000);
  });

  it('refuses an empty or whitespace-only message with "Write a message first"', () => {
    expect(issues('')).toEqual(['validation.messageRequired']);
    expect(issues(' \n\t ')).toEqual(['validation.messageRequired']);
    expect(issues(undefined)).toEqual(['validation.required']);
  });

  it('keeps markup as typed text', () => {
    const body = '<script>alert(1)</script>\nline two';
    expect(sendMessageInput.parse({ body }).body).toBe(body);
  });

  it('reads the list and page queries', () => {
    expect(threadsQuery.parse({})).toEqual({ unread: false, page: 1, pageSize: 20 });
    expect(threadsQuery.parse({ unread: 'true', search: ' Sara ' })).toMatchObject({
      unread: true,
      search: 'Sara',
    });
    expect(messagesQuery.safeParse({ before: 'nope' }).success).toBe(false);
    expect(messagesQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});
