// A screen's white panel, drawn from the theme's tokens as antd's Card draws its
// body. Not the Card itself: that brings the tabs component with it, which a
// panel without tabs never uses.
import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

export function Panel({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <section
      style={{ background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: token.paddingLG, ...style }}
    >
      {children}
    </section>
  );
}
