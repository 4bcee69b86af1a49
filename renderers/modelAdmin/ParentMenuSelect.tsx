// Where a release puts the model on the menu: an application, or one of its
// directories (what the menu screen offers as parents), several at once.
import { useEffect, useState } from 'react';
import { TreeSelect } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { menuApi, type MenuChoice } from '@core/api/menu';
import { useApi } from '@widgets/runtime/ApiContext';

interface ParentNode {
  value: string;
  title: string;
  children?: ParentNode[];
}

const nodesOf = (choices: readonly MenuChoice[]): ParentNode[] =>
  choices.map((choice) => ({ value: choice.id, title: choice.fullName, children: choice.children.length ? nodesOf(choice.children) : undefined }));

/** Every application with its directories below it. */
function useParentChoices(): { nodes: ParentNode[]; loading: boolean } {
  const { transport } = useApi();
  const [state, setState] = useState<{ nodes: ParentNode[]; loading: boolean }>({ nodes: [], loading: true });
  useEffect(() => {
    let live = true;
    const menus = menuApi(transport);
    void (async () => {
      const systems = await menus.systems.list();
      const apps = systems.code === 200 ? systems.data.list : [];
      const directories = await Promise.all(apps.map((app) => menus.menus.selector('0', app.id)));
      const nodes = apps.map((app, index) => {
        const found = directories[index];
        const children = found.code === 200 ? nodesOf(found.data.list) : [];
        return { value: app.id, title: app.fullName, children: children.length ? children : undefined };
      });
      if (live) setState({ nodes, loading: false });
    })();
    return () => {
      live = false;
    };
  }, [transport]);
  return state;
}

export function ParentMenuSelect({ value, onChange, invalid }: { value: string[]; onChange(value: string[]): void; invalid: boolean }) {
  const { t } = useTranslation();
  const { nodes, loading } = useParentChoices();
  return (
    <TreeSelect<string[]>
      multiple
      allowClear
      treeDefaultExpandAll
      loading={loading}
      value={value}
      treeData={nodes}
      placeholder={t('webDesign.parentPlaceholder')}
      status={invalid ? 'error' : undefined}
      showSearch={{ treeNodeFilterProp: 'title' }}
      style={{ width: '100%' }}
      onChange={(next) => onChange(next ?? [])}
      data-testid="release-parent"
    />
  );
}
