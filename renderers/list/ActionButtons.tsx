// A row of schema actions as buttons or links, each shown only with its
// permission; a row's actions marked `more` sit in its 更多 menu after the rest.
import { Button, Dropdown, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import type { Action } from '@core/schema/types';
import { useButtonGuard } from '@widgets/runtime/permissions';
import { meets } from './conditions';

interface Props {
  actions: Action[] | undefined;
  module: string | undefined;
  values: Record<string, unknown>;
  onRun(action: Action, values: Record<string, unknown>): void;
  asLinks?: boolean;
  testIdSuffix?: string;
}

/** About how wide a text draws at 14px: CJK characters a full em, Latin letters about half of one. */
function textWidth(text: string): number {
  let width = 0;
  for (const character of text) {
    if (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(character)) width += 14;
    else if (/[A-Z]/.test(character)) width += 9.5;
    else if (character === ' ') width += 4;
    else width += 7.5;
  }
  return width;
}

/**
 * The width a row-action column needs to show its actions on one line in the
 * reader's language: each inline link's words and padding, the 更多 link with its
 * arrow, the cell's padding; never narrower than its title.
 */
export function actionColumnWidth(actions: readonly Action[], t: (key: string) => string): number {
  const cellPadding = 34;
  const inline = actions.filter((action) => !action.more).reduce((sum, action) => sum + textWidth(t(action.label)) + 16, 0);
  const more = actions.some((action) => action.more) ? textWidth(t('list.more')) + 36 : 0;
  return Math.ceil(Math.max(inline + more, textWidth(t('list.actions'))) + cellPadding);
}

export function ActionButtons({ actions, module, values, onRun, asLinks = false, testIdSuffix = '' }: Props) {
  const { t } = useTranslation();
  const can = useButtonGuard(module);
  const shown = (actions ?? []).filter((action) => can(action.permission) && meets(action.visibleWhen, values));
  if (shown.length === 0) return null;
  const nothingChosen = !Array.isArray(values.selection) || values.selection.length === 0;
  const disabled = (action: Action) => (action.selection && nothingChosen) || (action.disabledWhen ? meets(action.disabledWhen, values) : false);
  const inline = shown.filter((action) => !action.more);
  const more = shown.filter((action) => action.more);
  return (
    // A row's links stay on one line: their column is as wide as they are (actionColumnWidth).
    <Space size={asLinks ? 0 : 'small'} wrap={!asLinks}>
      {inline.map((action) => (
        <Button
          key={action.key}
          type={asLinks ? 'link' : action.kind === 'primary' ? 'primary' : 'default'}
          danger={action.kind === 'danger'}
          size={asLinks ? 'small' : 'middle'}
          disabled={disabled(action)}
          onClick={(event) => {
            event.stopPropagation();
            onRun(action, values);
          }}
          data-testid={`action-${action.key}${testIdSuffix}`}
        >
          {t(action.label)}
        </Button>
      ))}
      {more.length > 0 ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((action) => ({
              key: action.key,
              danger: action.kind === 'danger',
              disabled: disabled(action),
              label: <span data-testid={`action-${action.key}${testIdSuffix}`}>{t(action.label)}</span>,
            })),
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              const action = more.find((candidate) => candidate.key === key);
              if (action) onRun(action, values);
            },
          }}
        >
          <Button type={asLinks ? 'link' : 'default'} size={asLinks ? 'small' : 'middle'} onClick={(event) => event.stopPropagation()} data-testid={`action-more${testIdSuffix}`}>
            {t('list.more')}
            <DownOutlined />
          </Button>
        </Dropdown>
      ) : null}
    </Space>
  );
}
