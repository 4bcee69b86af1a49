// /workFlowDetail: where JNPF's workflow messages and shared links lead. A link
// carrying another token has already signed the visitor in (guard rule 4,
// spec 01 §2.3). Kiln runs no workflow engine, so the page says so and shows
// the task the link names, rather than pretending to open it.
import { Button, Descriptions, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@widgets/runtime/i18n';
import { readWorkFlowLink } from '../../router/workFlowLink';

const kindKeys: Record<number, string> = { 1: 'workFlow.kindLaunched', 2: 'workFlow.kindAwaitingMe', 3: 'workFlow.kindCopied' };

export default function WorkFlowDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const task = readWorkFlowLink(params.get('config'));
  return (
    <Result
      status="info"
      title={t('workFlow.title')}
      subTitle={t('workFlow.unavailable')}
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('common.backHome')}
        </Button>
      }
      data-testid="workflow-detail"
    >
      {task && (
        <Descriptions column={1} bordered size="small" style={{ maxWidth: 560, margin: '0 auto' }} data-testid="workflow-task">
          <Descriptions.Item label={t('workFlow.kind')}>{kindKeys[task.type] ? t(kindKeys[task.type]!) : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('workFlow.flowId')}>{task.flowId || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('workFlow.processId')}>{task.processId || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('workFlow.taskId')}>{task.taskOperatorId || task.taskNodeId || '—'}</Descriptions.Item>
        </Descriptions>
      )}
    </Result>
  );
}
