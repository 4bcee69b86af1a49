// What a release or rollback will change in the tables, while the dry run works
// it out; and, when it loses data, the box the administrator must tick first.
import { Alert, Checkbox, Spin, Typography } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { ModelDesign } from '@core/model/design';
import { TableChanges } from './TableChanges';
import type { ReleaseFlow } from './useReleaseFlow';

export function ReleaseChanges({ flow, design, confirmText }: { flow: ReleaseFlow; design: ModelDesign | null; confirmText: string }) {
  const { t } = useTranslation();
  if (flow.failure) return <Alert type="error" showIcon title={flow.failure} data-testid="release-failure" />;
  if (!flow.changes) {
    return (
      <div style={{ textAlign: 'center', padding: 24 }}>
        <Spin />
        <Typography.Paragraph type="secondary">{t('webDesign.checking')}</Typography.Paragraph>
      </div>
    );
  }
  return (
    <>
      <TableChanges changes={flow.changes} design={design} testId="release-changes" />
      {flow.losing.length > 0 && (
        <Checkbox
          checked={flow.confirmed}
          onChange={(event) => flow.setConfirmed(event.target.checked)}
          style={{ marginTop: 12 }}
          data-testid="release-confirm-losing"
        >
          <Typography.Text type="danger">{confirmText}</Typography.Text>
        </Checkbox>
      )}
    </>
  );
}
