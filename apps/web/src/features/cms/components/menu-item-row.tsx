import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { menuTargetTypes, type MenuTargetInput, type MenuTargetType } from '@nuzul/shared/cms';
import { Button, Flex, Input, Select, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '../../../app/i18n';
import { useThemeToken } from '../../../app/use-theme-token';
import { directionOf } from './bilingual-tabs';
import type { Row } from './menu-tree';

export interface Option {
  value: string | number;
  label: string;
}

interface MenuItemRowProps {
  row: Row;
  /** Its index among its siblings, and how many they are. */
  index: number;
  count: number;
  nested: boolean;
  canIndent: boolean;
  pages: Option[];
  properties: Option[];
  errors: string[];
  onChange: (change: Partial<Row>) => void;
  onMove: (to: number) => void;
  onIndent: () => void;
  onOutdent: () => void;
  onRemove: () => void;
  onAddChild?: () => void;
}

function blankTarget(type: MenuTargetType, pages: Option[], properties: Option[]): MenuTargetInput {
  switch (type) {
    case 'page':
      return { type, pageId: Number(pages[0]?.value ?? 0) };
    case 'property':
      return { type, propertyId: String(properties[0]?.value ?? '') };
    case 'url':
      return { type, url: 'https://' };
    default:
      return { type: 'blog' };
  }
}

/** A menu item's labels, target and moves; dragged by its handle, or moved with Alt+↑/↓. */
export function MenuItemRow(props: MenuItemRowProps) {
  const { t } = useTranslation('cms');
  const token = useThemeToken();
  const { row, index, count } = props;
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: row.key });
  const name = row.label.ar !== '' ? row.label.ar : row.label.en;
  const target = row.target;

  const onHandleKey = (event: KeyboardEvent) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp' && index > 0) props.onMove(index - 1);
    else if (event.key === 'ArrowDown' && index < count - 1) props.onMove(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        marginInlineStart: props.nested ? 24 : 0,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        padding: 8,
        background: token.colorBgContainer,
      }}
      data-testid="cms-menu-row"
      data-label={name}
    >
      <Flex gap="small" wrap align="start">
        <Button
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={t('menus.handle', { name })}
          title={t('menus.handleHint')}
          {...attributes}
          {...listeners}
          onKeyDown={(event) => {
            onHandleKey(event);
            if (!event.defaultPrevented) listeners?.onKeyDown?.(event);
          }}
          data-testid="cms-menu-handle"
        />
        <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          {supportedLanguages.map((language) => (
            <Input
              key={language}
              size="small"
              dir={directionOf(language)}
              value={row.label[language]}
              placeholder={t(`menus.label.${language}`)}
              aria-label={t(`menus.label.${language}`)}
              onChange={(event) =>
                props.onChange({ label: { ...row.label, [language]: event.target.value } })
              }
            />
          ))}
        </Flex>
        <Flex vertical gap={4} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Select<MenuTargetType>
            size="small"
            aria-label={t('menus.targetType')}
            value={target.type}
            onChange={(type) =>
              props.onChange({ target: blankTarget(type, props.pages, props.properties) })
            }
            options={menuTargetTypes.map((type) => ({
              value: type,
              label: t(`menus.targets.${type}`),
            }))}
          />
          {target.type === 'page' && (
            <Select<number>
              size="small"
              aria-label={t('menus.targets.page')}
              value={target.pageId === 0 ? undefined : target.pageId}
              onChange={(pageId) => props.onChange({ target: { type: 'page', pageId } })}
              options={props.pages.map((option) => ({
                value: Number(option.value),
                label: option.label,
              }))}
              notFoundContent={t('menus.noPages')}
            />
          )}
          {target.type === 'property' && (
            <Select<string>
              size="small"
              aria-label={t('menus.targets.property')}
              value={target.propertyId === '' ? undefined : target.propertyId}
              onChange={(propertyId) =>
                props.onChange({ target: { type: 'property', propertyId } })
              }
              options={props.properties.map((option) => ({
                value: String(option.value),
                label: option.label,
              }))}
            />
          )}
          {target.type === 'url' && (
            <Input
              size="small"
              dir="ltr"
              aria-label={t('menus.targets.url')}
              value={target.url}
              onChange={(event) =>
                props.onChange({ target: { type: 'url', url: event.target.value } })
              }
            />
          )}
        </Flex>
        <Flex gap={2} wrap>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => props.onMove(index - 1)}
            aria-label={t('menus.moveUp')}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            onClick={() => props.onMove(index + 1)}
            aria-label={t('menus.moveDown')}
          />
          {props.nested ? (
            <Button
              size="small"
              icon={<MenuFoldOutlined />}
              onClick={props.onOutdent}
              aria-label={t('menus.outdent')}
            />
          ) : (
            <Button
              size="small"
              icon={<MenuUnfoldOutlined />}
              disabled={!props.canIndent}
              onClick={props.onIndent}
              aria-label={t('menus.indent')}
            />
          )}
          {props.onAddChild !== undefined && (
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={props.onAddChild}
              aria-label={t('menus.addChild')}
            />
          )}
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={props.onRemove}
            aria-label={t('menus.remove')}
          />
        </Flex>
      </Flex>
      {props.errors.map((text) => (
        <Typography.Text key={text} type="danger" style={{ display: 'block' }}>
          {text}
        </Typography.Text>
      ))}
    </div>
  );
}
