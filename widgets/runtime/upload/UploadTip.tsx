// The line below an upload control: the node's own tip, or with showTip and no
// tip of its own, the size limit.
import { messageKey } from '@core/i18n/text';
import type { WidgetProps } from '@core/widgets';
import { useMessageText } from '../messages';
import type { UploadSettings } from './rules';

export function UploadTip({ props, settings, sizeTip }: { props: WidgetProps; settings: UploadSettings; sizeTip: 'uploader.fileSizeTip' | 'uploader.imageSizeTip' }) {
  const text = useMessageText();
  const own = typeof props.tipText === 'string' ? props.tipText : '';
  const tip = own ? text(own) : props.showTip === true && settings.fileSize > 0 ? text(messageKey(sizeTip, { size: settings.fileSize, unit: settings.sizeUnit })) : '';
  if (!tip) return null;
  return (
    <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12, lineHeight: 1.4, marginTop: 4, wordBreak: 'break-all' }} data-testid="upload-tip">
      {tip}
    </div>
  );
}
