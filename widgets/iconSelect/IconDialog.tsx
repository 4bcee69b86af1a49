// The icon dialog (800px, not closed by a click beside it, like the spec's
// pickers): one style's icons filtered by a keyword; a click picks an icon, a
// double click or confirm writes it, cancel leaves the field as it was.
import { use, useMemo, useState } from 'react';
import { Empty, Input, Modal, Segmented, theme } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { iconSet } from './iconSet';
import { iconThemes } from './spec';

type IconTheme = (typeof iconThemes)[number];

const themeOf = (name: string | undefined): IconTheme => iconThemes.find((style) => name?.endsWith(style)) ?? 'Outlined';

/** An icon's name without its style, as the dialog captions it. */
const caption = (name: string) => name.replace(/(Outlined|Filled|TwoTone)$/, '');

export interface IconDialogProps {
  value?: string;
  onConfirm(name: string | undefined): void;
  onCancel(): void;
}

export default function IconDialog({ value, onConfirm, onCancel }: IconDialogProps) {
  const set = use(iconSet());
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [style, setStyle] = useState<IconTheme>(themeOf(value));
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState(value);
  const shown = useMemo(() => {
    const word = keyword.trim().toLowerCase();
    return set.names.filter((name) => name.endsWith(style) && (!word || caption(name).toLowerCase().includes(word)));
  }, [set, style, keyword]);
  return (
    <Modal open title={t('iconSelect.title')} width={800} mask={{ closable: false }} okText={t('common.ok')} cancelText={t('common.cancel')} onOk={() => onConfirm(picked)} onCancel={onCancel}>
      <div style={{ display: 'flex', gap: 12, marginBottom: 12 }}>
        <Segmented<IconTheme> value={style} onChange={setStyle} options={iconThemes.map((value) => ({ value, label: t(`iconSelect.${value}`) }))} />
        <Input allowClear placeholder={t('iconSelect.keyword')} value={keyword} onChange={(event) => setKeyword(event.target.value)} data-testid="icon-keyword" />
      </div>
      {shown.length === 0 ? (
        <Empty description={t('iconSelect.empty')} />
      ) : (
        <div role="listbox" aria-label={t('iconSelect.title')} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 8, maxHeight: 420, overflowY: 'auto' }}>
          {shown.map((name) => {
            const Icon = set.icon(name)!;
            const selected = name === picked;
            return (
              <button
                key={name}
                type="button"
                role="option"
                aria-selected={selected}
                title={name}
                data-icon={name}
                onClick={() => setPicked(name)}
                onDoubleClick={() => onConfirm(name)}
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 6,
                  padding: '10px 4px',
                  cursor: 'pointer',
                  background: selected ? token.colorPrimaryBg : 'transparent',
                  border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
                  borderRadius: token.borderRadius,
                }}
              >
                <Icon style={{ fontSize: 22 }} />
                <span style={{ fontSize: 11, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{caption(name)}</span>
              </button>
            );
          })}
        </div>
      )}
    </Modal>
  );
}
