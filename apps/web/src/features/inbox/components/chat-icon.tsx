import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CountBadge } from '../../../components/count-badge';
import { INBOX_PATH } from '../paths';
import { useUnreadCount } from '../unread';

/**
 * The header's chat icon on every signed-in screen (A-1: the spec's sidebar has no chat
 * label): a link to the inbox with the unread count, live through the real-time connection.
 * Kept small: it is in the first download of every signed-in screen.
 */
export function ChatIcon() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Button
        type="text"
        // A real link (it opens in a new tab too), followed inside the app on a plain click.
        href={INBOX_PATH}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          void navigate(INBOX_PATH);
        }}
        data-testid="inbox-link"
        aria-label={unread > 0 ? t('header.inboxUnread', { count: unread }) : t('header.inbox')}
        icon={<MessageOutlined style={{ fontSize: 18 }} />}
      />
      <CountBadge count={unread} testId="inbox-count" />
    </span>
  );
}
