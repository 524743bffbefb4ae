import { Drawer } from 'antd';
import type { ReactNode } from 'react';

interface SidebarDrawerProps {
  open: boolean;
  onClose: () => void;
  placement: 'left' | 'right';
  width: number;
  children: ReactNode;
}

/**
 * The sidebar below the large breakpoint. Its own chunk: a wide screen never opens it, and a
 * narrow one fetches it (5 KB) with the first tap on the menu button.
 */
export default function SidebarDrawer({
  open,
  onClose,
  placement,
  width,
  children,
}: SidebarDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={placement}
      size={width}
      closable={false}
      data-testid="sidebar-drawer"
      styles={{ body: { padding: 0 } }}
    >
      {children}
    </Drawer>
  );
}
