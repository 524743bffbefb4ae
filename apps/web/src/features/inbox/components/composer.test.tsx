import { MAX_CHAT_MESSAGE_LENGTH } from '@nuzul/shared/inbox';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { Composer, composerState } from './composer';
import { NoResizeObserver } from '../test-harness';

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

function renderComposer() {
  const onSend = vi.fn<(body: string) => void>();
  render(<Composer onSend={onSend} label="Message to the guest" />);
  const box = screen.getByTestId('chat-composer-input') as HTMLTextAreaElement;
  const send = screen.getByTestId('chat-composer-send') as HTMLButtonElement;
  const type = (value: string) => fireEvent.change(box, { target: { value } });
  return { onSend, box, send, type };
}

describe('composerState (spec §5: chat messages have a maximum length, 2,000)', () => {
  it('allows exactly 2,000 characters and refuses 2,001', () => {
    expect(MAX_CHAT_MESSAGE_LENGTH).toBe(2000);
    expect(composerState('a'.repeat(2000))).toEqual({
      length: 2000,
      tooLong: false,
      canSend: true,
    });
    expect(composerState('a'.repeat(2001))).toEqual({
      length: 2001,
      tooLong: true,
      canSend: false,
    });
  });

  it('refuses an empty or whitespace-only message, and counts the trimmed text', () => {
    expect(composerState('').canSend).toBe(false);
    expect(composerState('  \n\t ').canSend).toBe(false);
    expect(composerState('  hi  ').length).toBe(2);
  });

  it('counts an emoji or an Arabic letter as one character, as the server does', () => {
    expect(composerState('👋🏽').length).toBe(2);
    expect(composerState('مرحبا').length).toBe(5);
  });
});

describe('Composer', { timeout: 20_000 }, () => {
  it('sends on Enter and empties itself', () => {
    const { onSend, box, type } = renderComposer();
    type('What time is check-in?');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('What time is check-in?');
    expect(box.value).toBe('');
  });

  it('does not send on Shift+Enter (a new line), nor while an input method composes', () => {
    const { onSend, box, type } = renderComposer();
    type('Line one');
    const shifted = fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    // Not prevented: the text area adds its new line.
    expect(shifted).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('Line one');
  });

  it('keeps Send off for whitespace only, and Enter sends nothing', () => {
    const { onSend, box, send, type } = renderComposer();
    expect(send.disabled).toBe(true);
    type('   \n  ');
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('counts up to 2,000; at 2,000 it sends, at 2,001 Send is off and says the limit', () => {
    const { onSend, send, type, box } = renderComposer();
    type('a'.repeat(2000));
    expect(screen.getByTestId('chat-composer-counter').textContent).toBe('2,000 / 2,000');
    expect(send.disabled).toBe(false);
    expect(box.getAttribute('aria-invalid')).toBe('false');

    type('a'.repeat(2001));
    expect(screen.getByTestId('chat-composer-counter').textContent).toBe('2,001 / 2,000');
    expect(send.disabled).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Maximum 2,000 characters allowed')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(send);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says the limit in Arabic, with Arabic digits', async () => {
    await i18n.changeLanguage('ar');
    const { type } = renderComposer();
    type('a'.repeat(2001));
    expect(screen.getByTestId('chat-composer-counter').textContent).toBe('٢٬٠٠١ / ٢٬٠٠٠');
    expect(screen.getByText('الحد الأقصى ٢٬٠٠٠ حرف')).toBeTruthy();
  });

  it('sends with the Send button too', () => {
    const { onSend, send, type } = renderComposer();
    type('مرحباً، الدخول بعد الساعة الثالثة');
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('مرحباً، الدخول بعد الساعة الثالثة');
  });
});
