// Draws a QR code on a canvas at the lowest error-correction level, redrawn on any
// change of its text or colours (spec 03 §4), the same in the form and the
// read-only view. The qrcode library is imported on the first draw.
import { QrcodeOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { qrDefaults, qrText, qrcode } from './spec';

type QrLibrary = typeof import('qrcode');

let library: Promise<QrLibrary> | null = null;
/** The qrcode library, fetched once (a CommonJS module: its functions may sit on `default`). */
const loadQrLibrary = () => (library ??= import('qrcode').then((module) => (module as unknown as { default?: QrLibrary }).default ?? module));

export interface QrDrawing {
  text: string;
  width: number;
  colorDark: string;
  colorLight: string;
}

export function QrImage({ text, width, colorDark, colorLight, testId }: QrDrawing & { testId?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !text) return;
    let current = true;
    const draw = async () => {
      const qr = await loadQrLibrary();
      if (!current) return;
      try {
        await qr.toCanvas(element, text, { width, margin: qrDefaults.margin, errorCorrectionLevel: qrDefaults.errorCorrectionLevel, color: { dark: colorDark, light: colorLight } });
      } catch {
        // A text too long for a QR code draws nothing rather than breaking the form.
        element.getContext('2d')?.clearRect(0, 0, element.width, element.height);
      }
    };
    void draw();
    return () => {
      current = false;
    };
  }, [text, width, colorDark, colorLight]);
  return <div className="kiln-qrcode" data-testid={testId}>{text ? <canvas ref={canvas} role="img" aria-label={text} /> : null}</div>;
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const textOr = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** A QR code node: its text read inside this observer, so only it redraws when the field it follows changes. */
export const QrCodeNode = observer(function QrCodeNode({ node, props, form }: LayoutProps) {
  const text = qrText(props, (field) => form.value(field), form.recordId);
  return <QrImage testId={`qrcode-${node.id}`} text={text} width={numberOr(props.width, qrDefaults.width)} colorDark={textOr(props.colorDark, '#000')} colorLight={textOr(props.colorLight, '#fff')} />;
});

registerWidget({ spec: qrcode, icon: QrcodeOutlined, layout: QrCodeNode });
