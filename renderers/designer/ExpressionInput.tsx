// An expression (a condition or a calculation) typed in the panel, checked as it
// is typed by the core's own parser; the compiler's verdict on the names it
// reads follows under it once the designer has rechecked the form.
import { useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { ExpressionError, parseExpression } from '@core/expression';

/** What is wrong with the text as an expression; undefined when it parses (or is empty). */
export function expressionProblem(text: string): string | undefined {
  if (!text.trim()) return undefined;
  try {
    parseExpression(text);
    return undefined;
  } catch (error) {
    if (error instanceof ExpressionError) return error.message;
    throw error;
  }
}

interface Props {
  value: string | undefined;
  onChange(value: string | undefined): void;
  testId: string;
  placeholder?: string;
}

export function ExpressionInput({ value, onChange, testId, placeholder }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  // Undo or another node's rename may change it from outside (state adjusted while rendering, as React advises).
  if (value !== seen) {
    setSeen(value);
    setText(value ?? '');
  }
  const problem = expressionProblem(text);
  return (
    <>
      <Input.TextArea
        value={text}
        autoSize={{ minRows: 1, maxRows: 4 }}
        status={problem ? 'error' : undefined}
        placeholder={placeholder}
        data-testid={testId}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setSeen(next.trim() ? next : undefined);
          onChange(next.trim() ? next : undefined);
        }}
      />
      {problem && (
        <div className="kiln-field-error" data-testid={`${testId}-problem`}>
          {t('designer.expressionProblem', { problem })}
        </div>
      )}
    </>
  );
}
