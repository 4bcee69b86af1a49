// One row of the sign-in form: the control, then its error or its hint, spaced
// and coloured as antd's form rows are (the page does without antd's Form, whose
// code would be most of what the first screen loads beyond the framework).
import type { ReactNode } from 'react';
import { theme } from 'antd';

interface Props {
  error?: string;
  hint?: string;
  children: ReactNode;
}

export function LoginField({ error, hint, children }: Props) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      {children}
      {error && (
        <div role="alert" style={{ color: token.colorError, lineHeight: token.lineHeight }}>
          {error}
        </div>
      )}
      {hint && <div style={{ color: token.colorTextDescription, lineHeight: token.lineHeight }}>{hint}</div>}
    </div>
  );
}
