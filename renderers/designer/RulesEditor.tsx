// A field's patterns (JNPF's regList): a pattern and the message shown when a
// value does not match it, as many as the author adds; a pattern that is not a
// regular expression says so under it.
import { Button, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import type { FieldRules } from '@core/form';

type Pattern = NonNullable<FieldRules['patterns']>[number];

function patternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

export function PatternsEditor({ patterns, onChange }: { patterns: readonly Pattern[]; onChange(patterns: Pattern[] | undefined): void }) {
  const { t } = useTranslation();
  const set = (next: Pattern[]) => onChange(next.length ? next : undefined);
  return (
    <div className="kiln-option-rows" data-testid="prop-patterns">
      {patterns.map((row, index) => {
        const problem = row.pattern ? patternProblem(row.pattern) : undefined;
        return (
          <div key={index}>
            <Space.Compact block>
              <Input
                size="small"
                value={row.pattern}
                placeholder={t('designer.pattern')}
                status={problem ? 'error' : undefined}
                data-testid={`pattern-${index}`}
                onChange={(event) => set(patterns.map((p, i) => (i === index ? { ...p, pattern: event.target.value } : p)))}
              />
              <Input
                size="small"
                value={row.message}
                placeholder={t('designer.patternMessage')}
                data-testid={`pattern-message-${index}`}
                onChange={(event) => set(patterns.map((p, i) => (i === index ? { ...p, message: event.target.value } : p)))}
              />
              <Button size="small" icon={<DeleteOutlined />} aria-label={t('designer.delete')} onClick={() => set(patterns.filter((_, i) => i !== index))} />
            </Space.Compact>
            {problem && <div className="kiln-field-error">{problem}</div>}
          </div>
        );
      })}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        block
        data-testid="pattern-add"
        onClick={() => set([...patterns, { pattern: '^.+$', message: t('designer.patternMessageDefault') }])}
      >
        {t('designer.addPattern')}
      </Button>
    </div>
  );
}
