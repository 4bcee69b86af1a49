// Rich text: Quill (and DOMPurify) are loaded only when a form shows the field;
// the read-only view shows the cleaned HTML, a list cell its words as plain
// text (drawn as text, so nothing in it is read as markup).
import { EditOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import { htmlToText } from '@core/format/html';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { editor } from './spec';

const QuillEditor = lazy(() => import('./QuillEditor'));
const RichTextView = lazy(() => import('./RichTextView'));

function Loading() {
  const { t } = useTranslation();
  return <div className="kiln-rich-text-loading">{t('common.loading')}</div>;
}

export function RichTextField(props: FieldProps) {
  return (
    <div id={props.id} data-testid={`field-${props.name}`}>
      <Suspense fallback={<Loading />}>
        <QuillEditor value={props.value} disabled={props.disabled} placeholder={props.placeholder} invalid={props.invalid} onChange={props.onChange} onBlur={props.onBlur} />
      </Suspense>
    </div>
  );
}

registerWidget({
  spec: editor,
  icon: EditOutlined,
  edit: RichTextField,
  view: ({ value }: ViewProps) => (
    <Suspense fallback={<Loading />}>
      <RichTextView html={value} />
    </Suspense>
  ),
  cell: (value) => {
    const text = htmlToText(value);
    return (
      <span className="kiln-rich-text-cell" title={text} style={{ display: 'inline-block', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' }}>
        {text}
      </span>
    );
  },
});
