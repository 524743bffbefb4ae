import { SendOutlined } from '@ant-design/icons';
import { chatMessageLength, MAX_CHAT_MESSAGE_LENGTH } from '@nuzul/shared/inbox';
import { intlLocale } from '@nuzul/shared/dates';
import { Button, Flex, Input, Typography } from 'antd';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/use-language';

interface ComposerProps {
  /** Called with the text as typed; the composer empties itself for the next message. */
  onSend: (body: string) => void;
  /** The text box's accessible name. */
  label: string;
}

/** What may be sent (spec §5, requirements §10): some text, at most 2,000 characters. */
export function composerState(body: string) {
  const length = chatMessageLength(body);
  const blank = length === 0;
  const tooLong = length > MAX_CHAT_MESSAGE_LENGTH;
  return { length, tooLong, canSend: !blank && !tooLong };
}

/**
 * The composer of a conversation, the owner's and the guest's: Enter sends, Shift+Enter
 * starts a new line, the counter counts up to 2,000 and beyond it Send is off and says why.
 */
export function Composer({ onSend, label }: ComposerProps) {
  const { t } = useTranslation('inbox');
  const { language } = useLanguage();
  const [body, setBody] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const { length, tooLong, canSend } = composerState(body);
  const counterId = useId();
  const numbers = new Intl.NumberFormat(intlLocale(language));

  const send = (): void => {
    if (!canSend) return;
    onSend(body);
    setBody('');
    box.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    // An input method composing a word (Arabic on some keyboards) ends it with Enter.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Flex vertical gap={4} data-testid="chat-composer">
      <Flex gap={8} align="end">
        <Input.TextArea
          ref={(instance) => {
            box.current = instance?.resizableTextArea?.textArea ?? null;
          }}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 6 }}
          placeholder={t('composer.placeholder')}
          aria-label={label}
          aria-describedby={counterId}
          aria-invalid={tooLong}
          status={tooLong ? 'error' : undefined}
          data-testid="chat-composer-input"
        />
        <Button
          type="primary"
          icon={<SendOutlined className="chat-send-icon" />}
          onClick={send}
          disabled={!canSend}
          aria-label={t('composer.send')}
          data-testid="chat-composer-send"
        />
      </Flex>
      <Flex justify="space-between" gap={8} id={counterId}>
        <Typography.Text type={tooLong ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {tooLong
            ? t('composer.tooLong', { max: numbers.format(MAX_CHAT_MESSAGE_LENGTH) })
            : t('composer.hint')}
        </Typography.Text>
        <Typography.Text
          type={tooLong ? 'danger' : 'secondary'}
          style={{ fontSize: 12, whiteSpace: 'nowrap' }}
          data-testid="chat-composer-counter"
        >
          {numbers.format(length)} / {numbers.format(MAX_CHAT_MESSAGE_LENGTH)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
