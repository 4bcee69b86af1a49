// /previewModel?id=<model>: JNPF's 功能预览 (its designer's Web预览 opens
// /previewModel?isPreview=1&id=…&previewType=…). Kiln draws the model's
// released list and form with the same renderer as its menu page, under no menu
// entry, so the server's rules for a model opened without a menu apply; a
// model not yet released says so (previewType, the designer's draft, has no
// server pages to draw from).
import { lazy, Suspense } from 'react';
import { Result, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@widgets/runtime/i18n';

const ModelPreview = lazy(async () => {
  const { ModelPage } = await import('@renderers/index');
  return { default: ({ modelId }: { modelId: string }) => <ModelPage key={modelId} modelId={modelId} menuId="" /> };
});

export default function PreviewModelPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const modelId = params.get('id')?.trim() ?? '';
  if (!modelId) return <Result status="warning" title={t('previewModel.missing')} />;
  return (
    <div data-testid="preview-model">
      <Suspense fallback={<Spin />}>
        <ModelPreview modelId={modelId} />
      </Suspense>
    </div>
  );
}
