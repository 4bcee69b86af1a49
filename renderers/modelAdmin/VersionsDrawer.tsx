// 版本: a model's releases, newest first (version, when, by whom, how many
// fields), each to look at (查看), compare with another (对比) or roll back to
// (回滚, with the release button).
import { useEffect, useState } from 'react';
import { Button, Drawer, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '@widgets/runtime/i18n';
import type { ModelVersion } from '@core/api/visualdev';
import { useButtonGuard } from '@widgets/runtime/permissions';
import type { ActionDialogProps } from '../page/actionDialogs';
import { RollbackDialog } from './RollbackDialog';
import { VersionCompare } from './VersionCompare';
import { VersionSummary } from './VersionSummary';
import { modelOf, useModelApi, webDesignModule } from './useModelApi';

type Opened = { kind: 'view' | 'compare' | 'rollback'; version: number } | null;

export default function VersionsDrawer({ values, onClose, onChanged }: ActionDialogProps) {
  const { t } = useTranslation();
  const api = useModelApi();
  const { id, name } = modelOf(values);
  const canRelease = useButtonGuard(webDesignModule)('btn_release');
  const [versions, setVersions] = useState<ModelVersion[] | null>(null);
  const [opened, setOpened] = useState<Opened>(null);

  // Each round reads the list again (after a rollback).
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!id) return;
    let live = true;
    void api.versions(id).then((result) => live && setVersions(result.code === 200 ? result.data.list : []));
    return () => {
      live = false;
    };
  }, [api, id, round]);

  const newest = versions?.[0]?.version;
  const link = (kind: NonNullable<Opened>['kind'], row: ModelVersion, label: string, disabled = false) => (
    <Button
      type="link"
      size="small"
      disabled={disabled}
      onClick={() => setOpened({ kind, version: row.version })}
      data-testid={`version-${kind}-${row.version}`}
    >
      {label}
    </Button>
  );

  return (
    <Drawer open size={820} title={t('webDesign.versionsTitle', { name })} onClose={onClose} destroyOnHidden data-testid="versions-drawer">
      <Table<ModelVersion>
        size="middle"
        rowKey="version"
        loading={versions === null}
        dataSource={versions ?? []}
        pagination={false}
        locale={{ emptyText: t('webDesign.noVersions') }}
        columns={[
          {
            key: 'version',
            title: t('webDesign.version'),
            width: 110,
            render: (_, row) => (
              <Space size={4}>
                {t('webDesign.versionLabel', { version: row.version })}
                {row.version === newest && <Tag color="success">{t('webDesign.current')}</Tag>}
              </Space>
            ),
          },
          { key: 'fullName', title: t('webDesign.fullName'), dataIndex: 'fullName' },
          { key: 'releasedAt', title: t('webDesign.releasedAt'), width: 150, render: (_, row) => dayjs(row.releasedAt).format('YYYY-MM-DD HH:mm') },
          { key: 'releasedBy', title: t('webDesign.releasedBy'), dataIndex: 'releasedBy' },
          { key: 'fieldCount', title: t('webDesign.fieldCount'), dataIndex: 'fieldCount', width: 80, align: 'center' },
          {
            key: 'actions',
            title: t('list.actions'),
            width: 170,
            render: (_, row) => (
              <Space size={0}>
                {link('view', row, t('common.view'))}
                {link('compare', row, t('webDesign.compare'), (versions?.length ?? 0) < 2)}
                {canRelease && link('rollback', row, t('webDesign.rollback'))}
              </Space>
            ),
          },
        ]}
      />
      {id && opened?.kind === 'view' && <VersionSummary modelId={id} version={opened.version} onClose={() => setOpened(null)} />}
      {id && opened?.kind === 'compare' && versions && (
        <VersionCompare modelId={id} version={opened.version} versions={versions} onClose={() => setOpened(null)} />
      )}
      {id && opened?.kind === 'rollback' && (
        <RollbackDialog
          modelId={id}
          version={opened.version}
          onClose={() => setOpened(null)}
          onDone={() => {
            setRound((count) => count + 1);
            onChanged();
          }}
        />
      )}
    </Drawer>
  );
}
