// 权限管理 (permission/authorize): roles, positions, groups and users in tabs;
// each opens the step-by-step popup of what it may use. Changing and saving
// needs the screen's btn_edit button; without it the popup only shows.
import { useCallback, useState } from 'react';
import { Card, Tabs } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { useButtonGuard } from '@widgets/runtime/permissions';
import { AuthorizePopup, type GrantObject } from './AuthorizePopup';
import { ObjectList } from './ObjectList';
import { objectKinds, type GrantObjectRow, type ObjectKind } from './objectKinds';

/** The menu entry whose grants apply (server/modules/authorize declares it). */
export const authorizeModule = 'permission.authorize';

export default function AuthorizeScreen() {
  const { t } = useTranslation();
  const canEdit = useButtonGuard(authorizeModule)('btn_edit');
  const [open, setOpen] = useState<GrantObject | null>(null);
  const opener = useCallback((kind: ObjectKind) => (row: GrantObjectRow) => setOpen({ id: row.id, type: kind.type, name: row.name }), []);
  const [openers] = useState(() => new Map(objectKinds.map((kind) => [kind.type, opener(kind)])));

  return (
    <Card data-testid="authorize-screen">
      <Tabs
        destroyOnHidden
        items={objectKinds.map((kind) => ({
          key: kind.type,
          label: <span data-testid={`authorize-tab-${kind.type}`}>{t(kind.tab)}</span>,
          children: <ObjectList kind={kind} canEdit={canEdit} onOpen={openers.get(kind.type)!} />,
        }))}
      />
      {open && <AuthorizePopup key={`${open.type}-${open.id}`} object={open} canEdit={canEdit} onClose={() => setOpen(null)} />}
    </Card>
  );
}
