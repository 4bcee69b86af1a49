// The sign-in button, drawn as antd's large primary block button looks, from the
// theme's tokens: antd's Button (with its wave effect and colour helpers, which
// bring antd's colour-picker and collapse code) would be a tenth of the page's
// weight for one button.
import { useState, type ReactNode } from 'react';
import { theme } from 'antd';
import { LoadingMark } from '../../router/LoadingMark';

interface Props {
  loading: boolean;
  loadingLabel: string;
  testId: string;
  children: ReactNode;
}

export function SubmitButton({ loading, loadingLabel, testId, children }: Props) {
  const { token } = theme.useToken();
  const [state, setState] = useState<'rest' | 'hover' | 'active'>('rest');
  const background = { rest: token.colorPrimary, hover: token.colorPrimaryHover, active: token.colorPrimaryActive }[state];
  return (
    <button
      type="submit"
      disabled={loading}
      aria-busy={loading}
      data-testid={testId}
      onMouseEnter={() => setState('hover')}
      onMouseLeave={() => setState('rest')}
      onMouseDown={() => setState('active')}
      onMouseUp={() => setState('hover')}
      style={{
        width: '100%',
        height: token.controlHeightLG,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: token.marginXS,
        border: 0,
        borderRadius: token.borderRadiusLG,
        background,
        color: token.colorTextLightSolid,
        fontSize: token.fontSizeLG,
        fontFamily: 'inherit',
        boxShadow: `0 2px 0 ${token.controlOutline}`,
        cursor: loading ? 'default' : 'pointer',
        opacity: loading ? 0.65 : 1,
        transition: `background ${token.motionDurationMid}`,
      }}
    >
      {loading && <LoadingMark size={token.fontSizeLG} label={loadingLabel} color={token.colorTextLightSolid} />}
      {children}
    </button>
  );
}
