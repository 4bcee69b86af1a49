// 对比: one release beside another (the newest by default): the fields added,
// removed and changed, and what going from the older to the newer did to the tables.
import { useEffect, useState } from 'react';
import { Divider, Empty, Modal, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { ModelVersion, TableChange } from '@core/api/visualdev';
import type { ModelDesign } from '@core/model/design';
import { fieldDifference, type FieldDifference } from './designFields';
import { useFieldWords } from './FieldList';
import { TableChanges } from './TableChanges';
import { useModelApi } from './useModelApi';

interface Props {
  modelId: string;
  version: number;
  versions: readonly ModelVersion[];
  onClose(): void;
}

interface Comparison {
  fields: FieldDifference;
  /** The newer release's design (a table it creates opens to its columns). */
  design: ModelDesign;
  tables: TableChange[];
}

/** The release to compare with first: the newest, or the one before when this is the newest. */
const firstOther = (version: number, versions: readonly ModelVersion[]) => versions.find((candidate) => candidate.version !== version)?.version ?? version;

export function VersionCompare({ modelId, version, versions, onClose }: Props) {
  const { t } = useTranslation();
  const api = useModelApi();
  const words = useFieldWords();
  const [other, setOther] = useState(() => firstOther(version, versions));
  const [loaded, setLoaded] = useState<{ key: string; comparison: Comparison | null } | null>(null);
  const [from, to] = version < other ? [version, other] : [other, version];
  const key = `${from}-${to}`;

  useEffect(() => {
    let live = true;
    void Promise.all([api.version(modelId, from), api.version(modelId, to), api.compare(modelId, from, to)]).then(([older, newer, tables]) => {
      if (!live) return;
      const ok = older.code === 200 && newer.code === 200 && tables.code === 200;
      setLoaded({
        key,
        comparison: ok ? { fields: fieldDifference(older.data.design, newer.data.design), design: newer.data.design, tables: tables.data.changes } : null,
      });
    });
    return () => {
      live = false;
    };
  }, [api, modelId, from, to, key]);

  const comparison = loaded?.key === key ? loaded.comparison : undefined;
  const fieldItems = comparison
    ? [
        ...comparison.fields.added.map((field) => ({
          id: `added-${field.id}`,
          tag: 'green',
          kind: t('webDesign.fieldAdded'),
          text: `${words.label(field)}（${field.path}）`,
        })),
        ...comparison.fields.removed.map((field) => ({
          id: `removed-${field.id}`,
          tag: 'red',
          kind: t('webDesign.fieldRemoved'),
          text: `${words.label(field)}（${field.path}）`,
        })),
        ...comparison.fields.changed.map((change) => ({
          id: `changed-${change.after.id}`,
          tag: 'blue',
          kind: t('webDesign.fieldChanged'),
          text: `${words.label(change.after)}（${change.after.path}）：${change.aspects.map((aspect) => t(`webDesign.aspect.${aspect}`)).join('、')}`,
        })),
      ]
    : [];

  return (
    <Modal open title={t('webDesign.compareTitle')} width={860} footer={null} onCancel={onClose} destroyOnHidden data-testid="version-compare">
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text>{t('webDesign.versionLabel', { version })}</Typography.Text>
        <Typography.Text type="secondary">{t('webDesign.compareWith')}</Typography.Text>
        <Select
          value={other}
          style={{ width: 160 }}
          onChange={setOther}
          options={versions
            .filter((candidate) => candidate.version !== version)
            .map((candidate) => ({ value: candidate.version, label: t('webDesign.versionLabel', { version: candidate.version }) }))}
          data-testid="compare-other"
        />
      </Space>
      <Typography.Paragraph type="secondary">{t('webDesign.compareDirection', { from, to })}</Typography.Paragraph>
      {comparison === undefined ? (
        <Spin />
      ) : comparison === null ? (
        <Empty description={t('list.loadFailed')} />
      ) : (
        <>
          <Divider titlePlacement="start">{t('webDesign.fieldChanges')}</Divider>
          {fieldItems.length ? (
            <Table
              size="small"
              pagination={false}
              showHeader={false}
              rowKey="id"
              dataSource={fieldItems}
              data-testid="compare-fields"
              onRow={(item) => ({ 'data-testid': `compare-${item.id}` }) as Record<string, string>}
              columns={[
                { key: 'kind', width: 110, render: (_, item) => <Tag color={item.tag}>{item.kind}</Tag> },
                { key: 'text', dataIndex: 'text' },
              ]}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('webDesign.noFieldChanges')} />
          )}
          <Divider titlePlacement="start">{t('webDesign.difference')}</Divider>
          <TableChanges changes={comparison.tables} design={comparison.design} testId="compare-tables" />
        </>
      )}
    </Modal>
  );
}
