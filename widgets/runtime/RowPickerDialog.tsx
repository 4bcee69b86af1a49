// The frame of a popup row picker (spec 03 §2): a dialog or a side drawer, as
// the node says, of the width it writes, with cancel and confirm below. The
// data interface's picker and the related form's use it alike; what confirm
// means is theirs; confirm with no row picked says 请选择一条数据 and goes no
// further (spec 01 §2.10, §5.4; spec 03 §5).
import type { ReactNode } from 'react';
import { App as AntApp, Button, Drawer, Modal, Space } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { useMessageText } from './messages';

/** A width as the node writes it ('800px', '60%'): pixels as a number, as antd's dialogs and drawers take them. */
const widthOf = (width: string): number | string => (/^\d+px$/.test(width) ? Number.parseInt(width, 10) : width);

export interface RowPickerDialogProps {
  /** The node's popup: its type, its width as written, its title ('' for `untitled`). */
  frame: { popupType: string; popupWidth: string; popupTitle: string };
  untitled: string;
  /** 'popup' gives popup-picker, popup-cancel and popup-confirm. */
  testIdPrefix: string;
  /** How many rows are picked: confirm with none only says so. */
  picked: number;
  onConfirm(): void;
  onCancel(): void;
  children: ReactNode;
}

export function RowPickerDialog({ frame, untitled, testIdPrefix: prefix, picked, onConfirm, onCancel, children }: RowPickerDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { message } = AntApp.useApp();
  const confirm = () => (picked > 0 ? onConfirm() : void message.warning(t('widget.picker.pickOne')));
  const width = widthOf(frame.popupWidth);
  const title = frame.popupTitle ? text(frame.popupTitle) : untitled;
  const footer = (
    <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button onClick={onCancel} data-testid={`${prefix}-cancel`}>
        {t('common.cancel')}
      </Button>
      <Button type="primary" onClick={confirm} data-testid={`${prefix}-confirm`}>
        {t('common.ok')}
      </Button>
    </Space>
  );
  return frame.popupType === 'drawer' ? (
    <Drawer open size={width} title={title} footer={footer} onClose={onCancel} destroyOnHidden data-testid={`${prefix}-picker`}>
      {children}
    </Drawer>
  ) : (
    <Modal open width={width} title={title} footer={footer} mask={{ closable: false }} onCancel={onCancel} destroyOnHidden data-testid={`${prefix}-picker`}>
      {children}
    </Modal>
  );
}
