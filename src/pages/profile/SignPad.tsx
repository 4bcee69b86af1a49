// A signature drawn with the mouse, pen or finger on a canvas, handed back as
// a PNG data: URL (what POST SignImg takes, as JNPF's 在线签名 sends it).
import { useRef, useState, type PointerEvent } from 'react';
import { App as AntApp, Button, Modal } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';

const padWidth = 560;
const padHeight = 240;

export function SignPad({ onDone, onCancel }: { onDone(dataUrl: string): Promise<void>; onCancel(): void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);
  const [saving, setSaving] = useState(false);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // The canvas may be drawn narrower than its pixels on a phone.
    return { x: ((event.clientX - box.left) * padWidth) / box.width, y: ((event.clientY - box.top) * padHeight) / box.height };
  };
  const context = () => canvas.current?.getContext('2d') ?? null;

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const pen = context();
    if (!pen) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = pointAt(event);
    pen.lineWidth = 3;
    pen.lineCap = 'round';
    pen.lineJoin = 'round';
    pen.strokeStyle = '#000';
    pen.beginPath();
    pen.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const pen = context();
    if (!drawing.current || !pen) return;
    const { x, y } = pointAt(event);
    pen.lineTo(x, y);
    pen.stroke();
    setDrawn(true);
  };
  const stop = () => {
    drawing.current = false;
  };
  const clear = () => {
    context()?.clearRect(0, 0, padWidth, padHeight);
    setDrawn(false);
  };
  const confirm = async () => {
    if (!drawn || !canvas.current) return void message.warning(t('profile.signPadEmpty'));
    setSaving(true);
    try {
      await onDone(canvas.current.toDataURL('image/png'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('profile.signPadTitle')}
      width={600}
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="clear" onClick={clear} data-testid="sign-pad-clear">
          {t('profile.signPadClear')}
        </Button>,
        <Button key="cancel" onClick={onCancel}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={saving} onClick={() => void confirm()} data-testid="sign-pad-ok">
          {t('common.ok')}
        </Button>,
      ]}
    >
      <canvas
        ref={canvas}
        width={padWidth}
        height={padHeight}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={stop}
        onPointerLeave={stop}
        style={{ width: '100%', border: '1px dashed #d9d9d9', borderRadius: 6, touchAction: 'none', cursor: 'crosshair', background: '#fff' }}
        data-testid="sign-pad"
      />
    </Modal>
  );
}
