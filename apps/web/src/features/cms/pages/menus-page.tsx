import { PlusOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { menuLocations, MENU_MAX_ITEMS, type Menu, type MenuLocation } from '@nuzul/shared/cms';
import { Button, Empty, Flex, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api-error';
import { screenFailureText } from '../../../app/describe-failure';
import { toast } from '../../../app/toast';
import { useLanguage } from '../../../app/use-language';
import { usePageTitle } from '../../../app/use-page-title';
import { apiFieldErrors, type FieldError } from '../../../components/form/field-errors';
import { LoadFailure } from '../../../components/load-failure';
import { Panel } from '../../../components/panel';
import { useMenu, useOwnProperties, usePages, useSaveMenu } from '../api';
import { titleIn } from '../components/items-table';
import { MenuItemRow, type Option } from '../components/menu-item-row';
import {
  indentRow,
  inputOf,
  moveRow,
  newKey,
  outdentRow,
  pathOf,
  placeOf,
  removeRow,
  rowsOf,
  updateRow,
  type Row,
} from '../components/menu-tree';
import { failureText } from '../components/use-cms-save';

/** The header and footer menus, one at a time (`?location=footer`). */
export function MenusPage() {
  const { t } = useTranslation('cms');
  usePageTitle(t('sections.menus'));
  const [params, setParams] = useSearchParams();
  const location: MenuLocation = params.get('location') === 'footer' ? 'footer' : 'header';
  const menu = useMenu(location);
  return (
    <Flex vertical gap="middle">
      <Segmented<MenuLocation>
        value={location}
        onChange={(next) => setParams({ location: next }, { replace: true })}
        options={menuLocations.map((value) => ({ value, label: t(`menus.locations.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
        data-testid="cms-menu-location"
      />
      {menu.error !== null ? (
        <LoadFailure
          error={menu.error}
          message="fetchData"
          onRetry={() => void menu.refetch()}
          testId="cms-menu-error"
        />
      ) : menu.data === undefined ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <MenuEditor key={`${location}-${menu.dataUpdatedAt}`} menu={menu.data} />
      )}
    </Flex>
  );
}

/** The errors of one row: those under its path, not its children's. */
function errorsOf(errors: FieldError[], path: string): string[] {
  return errors
    .filter(({ name }) => {
      const joined = name.join('.');
      return (
        (joined === path || joined.startsWith(`${path}.`)) &&
        !joined.slice(path.length).startsWith('.children')
      );
    })
    .flatMap((error) => error.errors);
}

function MenuEditor({ menu }: { menu: Menu }) {
  const { t } = useTranslation('cms');
  const { language } = useLanguage();
  const pages = usePages();
  const properties = useOwnProperties();
  const save = useSaveMenu(menu.location);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(menu.items));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const pageOptions: Option[] = (pages.data ?? []).map((page) => ({
    value: page.id,
    label: titleIn(page.title, language),
  }));
  const propertyOptions: Option[] = (properties.data ?? []).map((property) => ({
    value: property.id,
    label: property.name ?? property.id,
  }));
  const count = rows.reduce((sum, row) => sum + 1 + row.children.length, 0);
  const change = (next: Row[]) => {
    setRows(next);
    setErrors([]);
  };
  const blank = (): Row => ({
    key: newKey(),
    label: { ar: '', en: '' },
    target: { type: 'blog' },
    children: [],
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    const from = placeOf(rows, String(active.id));
    const to = placeOf(rows, String(over.id));
    // Only among siblings: the top level, or the same parent's children.
    if (from === undefined || to === undefined || from.length !== to.length) return;
    if (from.length === 2 && from[0] !== to[0]) return;
    change(moveRow(rows, String(active.id), to[to.length - 1] as number));
  };

  const submit = async () => {
    const body = inputOf(rows);
    if (JSON.stringify(body) === JSON.stringify(inputOf(rowsOf(menu.items)))) {
      toast.info(screenFailureText('noChanges'));
      return;
    }
    try {
      await save.mutateAsync(body);
      toast.success(t('saved'));
    } catch (error) {
      if (isApiError(error)) setErrors(apiFieldErrors(error));
      toast.error(failureText(error, 'saveData'));
    }
  };

  const rowProps = (row: Row, index: number, siblings: Row[], nested: boolean) => {
    const place = placeOf(rows, row.key);
    return {
      row,
      index,
      count: siblings.length,
      nested,
      canIndent: !nested && index > 0 && row.children.length === 0,
      pages: pageOptions,
      properties: propertyOptions,
      errors: place === undefined ? [] : errorsOf(errors, pathOf(place)),
      onChange: (next: Partial<Row>) => change(updateRow(rows, row.key, next)),
      onMove: (to: number) => change(moveRow(rows, row.key, to)),
      onIndent: () => change(indentRow(rows, row.key)),
      onOutdent: () => change(outdentRow(rows, row.key)),
      onRemove: () => change(removeRow(rows, row.key)),
    };
  };

  return (
    <Panel>
      <Flex vertical gap="small">
        <Typography.Text type="secondary">
          {t('menus.hint', { max: MENU_MAX_ITEMS })}
        </Typography.Text>
        {errors
          .filter(({ name }) => name.length === 1)
          .flatMap((error) => error.errors)
          .map((text) => (
            <Typography.Text key={text} type="danger">
              {text}
            </Typography.Text>
          ))}
        {rows.length === 0 && <Empty description={t('menus.empty')} />}
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext
            items={rows.map((row) => row.key)}
            strategy={verticalListSortingStrategy}
          >
            <Flex vertical gap="small" data-testid="cms-menu-items">
              {rows.map((row, index) => (
                <Flex vertical gap="small" key={row.key}>
                  <MenuItemRow
                    {...rowProps(row, index, rows, false)}
                    onAddChild={() =>
                      change(updateRow(rows, row.key, { children: [...row.children, blank()] }))
                    }
                  />
                  <SortableContext
                    items={row.children.map((child) => child.key)}
                    strategy={verticalListSortingStrategy}
                  >
                    {row.children.map((child, childIndex) => (
                      <MenuItemRow
                        key={child.key}
                        {...rowProps(child, childIndex, row.children, true)}
                      />
                    ))}
                  </SortableContext>
                </Flex>
              ))}
            </Flex>
          </SortableContext>
        </DndContext>
        <Flex gap="small" wrap>
          <Button
            icon={<PlusOutlined />}
            disabled={count >= MENU_MAX_ITEMS}
            onClick={() => change([...rows, blank()])}
            data-testid="cms-menu-add"
          >
            {t('menus.add')}
          </Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => void submit()}
            data-testid="cms-menu-save"
          >
            {t('save')}
          </Button>
        </Flex>
      </Flex>
    </Panel>
  );
}
