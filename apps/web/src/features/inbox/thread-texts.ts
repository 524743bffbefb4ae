import type { ThreadResponse } from '@nuzul/shared/inbox';
import { useTranslation } from 'react-i18next';

/** What the thread list and the conversation's head say of a thread. */
export function useThreadTexts() {
  const { t } = useTranslation('inbox');
  return {
    guestName: (thread: ThreadResponse) =>
      `${thread.guestFirstName} ${thread.guestLastName}`.trim(),
    propertyName: (thread: ThreadResponse) => thread.propertyName ?? t('threads.unnamedProperty'),
    /** The last message's start, "You: …" for the owner's, a system note in words. */
    preview: (thread: ThreadResponse) => {
      const last = thread.lastMessage;
      if (last === null) return t('threads.noMessages');
      if (last.sender === 'system') return t(`system.${last.systemKind ?? 'note'}`);
      return last.sender === 'owner' ? t('threads.you', { text: last.preview }) : last.preview;
    },
  };
}
