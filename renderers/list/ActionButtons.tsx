// A row of schema actions as buttons or links, each shown only with its permission.
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
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

export function ActionButtons({ actions, module, values, onRun, asLinks = false, testIdSuffix = '' }: Props) {
  const { t } = useTranslation();
  const can = useButtonGuard(module);
  const shown = (actions ?? []).filter((action) => can(action.permission) && meets(action.visibleWhen, values));
  if (shown.length === 0) return null;
  return (
    <Space size={asLinks ? 0 : 'small'} wrap>
      {shown.map((action) => (
        <Button
          key={action.key}
          type={asLinks ? 'link' : action.kind === 'primary' ? 'primary' : 'default'}
          danger={action.kind === 'danger'}
          size={asLinks ? 'small' : 'middle'}
          disabled={action.disabledWhen ? meets(action.disabledWhen, values) : false}
          onClick={(event) => {
            event.stopPropagation();
            onRun(action, values);
          }}
          data-testid={`action-${action.key}${testIdSuffix}`}
        >
          {t(action.label)}
        </Button>
      ))}
    </Space>
  );
}
