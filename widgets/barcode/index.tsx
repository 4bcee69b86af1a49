// Draws a barcode as SVG (sharp at any zoom and in print), the same in the form
// and in the read-only view. jsbarcode is imported on the first draw, so it is
// fetched only with a form that holds a barcode.
import { BarcodeOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { observer } from 'mobx-react-lite';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { barcode, barcodeDefaults, codeText, isDrawableBarcode } from './spec';

type JsBarcode = typeof import('jsbarcode');

let library: Promise<JsBarcode> | null = null;
/** jsbarcode, fetched once. */
const loadJsBarcode = () => (library ??= import('jsbarcode').then((module) => module.default));

export interface BarcodeDrawing {
  text: string;
  format: string;
  lineColor: string;
  background: string;
  width: number;
  height: number;
}

/**
 * The bars of one text. Spec 03 §4 draws only a text of letters and digits; any other text (and a text the
 * format cannot encode, such as letters in an EAN-13) says why there are no bars instead of leaving a blank.
 * The drawing scales down to its cell, so a long code never runs under the next column.
 */
export function BarcodeImage({ text, format, lineColor, background, width, height, testId }: BarcodeDrawing & { testId?: string }) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const drawable = isDrawableBarcode(text);
  // The drawing the format refused, so a new text or format starts unrefused without resetting state in the effect.
  const [refusedDrawing, setRefusedDrawing] = useState<string | null>(null);
  const drawing = `${format}\n${text}`;
  const refused = refusedDrawing === drawing;
  useEffect(() => {
    const element = svg.current;
    if (!element || !drawable) return;
    let current = true;
    void loadJsBarcode().then((draw) => {
      if (!current) return;
      element.replaceChildren();
      const refuseIfInvalid = (valid: boolean) => {
        if (valid) return;
        element.replaceChildren();
        setRefusedDrawing(`${format}\n${text}`);
      };
      draw(element, text, {
        format,
        lineColor,
        background,
        width,
        height,
        margin: barcodeDefaults.margin,
        displayValue: barcodeDefaults.displayValue,
        valid: refuseIfInvalid,
      });
    });
    return () => {
      current = false;
    };
  }, [drawable, text, format, lineColor, background, width, height]);
  const reason = text && !drawable ? 'barcode.lettersAndDigitsOnly' : refused ? 'barcode.notInFormat' : null;
  return (
    <div className="kiln-barcode" data-testid={testId}>
      {drawable && <svg ref={svg} role="img" aria-label={text} style={refused ? { display: 'none' } : undefined} />}
      {reason && (
        <Typography.Text type="secondary" data-testid={testId ? `${testId}-reason` : undefined}>
          {t(reason, { format })}
        </Typography.Text>
      )}
    </div>
  );
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const textOr = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** A barcode node: its text read inside this observer, so only it redraws when the field it follows changes. */
export const BarcodeNode = observer(function BarcodeNode({ node, props, form }: LayoutProps) {
  const text = codeText(props, (field) => form.value(field));
  return (
    <BarcodeImage
      testId={`barcode-${node.id}`}
      text={text}
      format={textOr(props.format, barcodeDefaults.format)}
      lineColor={textOr(props.lineColor, '#000')}
      background={textOr(props.background, '#fff')}
      width={numberOr(props.width, barcodeDefaults.width)}
      height={numberOr(props.height, barcodeDefaults.height)}
    />
  );
});

registerWidget({ spec: barcode, icon: BarcodeOutlined, layout: BarcodeNode });
