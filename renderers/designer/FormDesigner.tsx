// 表单设计: the palette, the canvas and the property panel over one designer
// store, with the toolbar (撤销, 重做, 预览, 生成JSON, 清空) and a count of the
// form's fields. The caller owns the store (the model dialog saves its tree).
import { memo, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { Badge, Button, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { ClearOutlined, CodeOutlined, EyeOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { AllWidgetsReady } from '@widgets/runtime/WidgetsReady';
import { Canvas } from './Canvas';
import { DesignerContext, useDesigner, type DesignerParts } from './context';
import { DesignerDnd } from './DesignerDnd';
import { DesignerJson, DesignerPreview } from './DesignerPreview';
import type { DesignerStore } from './designerStore';
import { DropTargets } from './dropTargets';
import { Palette } from './Palette';
import { PropertyPanel } from './PropertyPanel';
import { exposeRenderCounts } from './renderCount';
import './designer.css';

exposeRenderCounts();

/** A value of the store the toolbar shows, followed by itself: a part redraws only when its value changes, not per edit. */
function useStoreValue<T>(read: (store: DesignerStore) => T): T {
  const store = useDesigner();
  return useSyncExternalStore(store.subscribe, () => read(store));
}

function UndoRedo() {
  const { t } = useTranslation();
  const store = useDesigner();
  const canUndo = useStoreValue((designer) => designer.canUndo);
  const canRedo = useStoreValue((designer) => designer.canRedo);
  return (
    <Space size={4}>
      <Tooltip title="Ctrl+Z">
        <Button size="small" icon={<UndoOutlined />} disabled={!canUndo} onClick={() => store.undo()} data-testid="designer-undo">
          {t('designer.undo')}
        </Button>
      </Tooltip>
      <Tooltip title="Ctrl+Shift+Z">
        <Button size="small" icon={<RedoOutlined />} disabled={!canRedo} onClick={() => store.redo()} data-testid="designer-redo">
          {t('designer.redo')}
        </Button>
      </Tooltip>
    </Space>
  );
}

function Counts() {
  const { t } = useTranslation();
  const fields = useStoreValue((designer) => designer.fieldCount);
  const problems = useStoreValue((designer) => designer.problemCount);
  return (
    <Space size={12}>
      <Typography.Text type="secondary" data-testid="designer-field-count">
        {t('designer.fieldCount', { count: fields })}
      </Typography.Text>
      {problems > 0 && <Badge status="error" text={<span data-testid="designer-problem-count">{t('designer.problemCount', { count: problems })}</span>} />}
    </Space>
  );
}

/** 撤销, 重做, 清空, the counts, 预览 and 生成JSON: drawn once; its parts follow the values they show. */
const Toolbar = memo(function Toolbar({ onPreview, onJson }: { onPreview(): void; onJson(): void }) {
  const { t } = useTranslation();
  const store = useDesigner();
  return (
    <div className="kiln-designer-toolbar">
      <Space size={4}>
        <UndoRedo />
        <Popconfirm title={t('designer.clearConfirm')} onConfirm={() => [...store.entry('')!.childIds].reverse().forEach((id) => store.remove(id))}>
          <Button size="small" icon={<ClearOutlined />} data-testid="designer-clear">
            {t('designer.clear')}
          </Button>
        </Popconfirm>
      </Space>
      <Space size={12}>
        <Counts />
        <Button size="small" icon={<EyeOutlined />} onClick={onPreview} data-testid="designer-preview-open">
          {t('designer.preview')}
        </Button>
        <Button size="small" icon={<CodeOutlined />} onClick={onJson} data-testid="designer-json-open">
          {t('designer.json')}
        </Button>
      </Space>
    </div>
  );
});

export function FormDesigner({ store }: { store: DesignerStore }) {
  const parts = useMemo<DesignerParts>(() => ({ store, drops: new DropTargets(store) }), [store]);
  const [showing, setShowing] = useState<'preview' | 'json' | null>(null);
  const openPreview = useCallback(() => setShowing('preview'), []);
  const openJson = useCallback(() => setShowing('json'), []);
  // The palette and the canvas draw every widget: all bindings load with the designer.
  return (
    <AllWidgetsReady>
      <DesignerContext.Provider value={parts}>
        <DesignerDnd>
          <div className="kiln-designer" data-testid="form-designer">
            <Palette />
            <div className="kiln-designer-middle">
              <Toolbar onPreview={openPreview} onJson={openJson} />
              <Canvas />
            </div>
            <PropertyPanel />
          </div>
        </DesignerDnd>
        {showing === 'preview' && <DesignerPreview tree={store.tree} onClose={() => setShowing(null)} />}
        {showing === 'json' && <DesignerJson tree={store.tree} onClose={() => setShowing(null)} />}
      </DesignerContext.Provider>
    </AllWidgetsReady>
  );
}
