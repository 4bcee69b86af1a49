// A turning arc shown while a screen's code or the user loads: drawn by the
// SVG itself, so the first screen need not load antd's Spin to wait for it.
export function LoadingMark({ size = 32, label, color = '#1890ff' }: { size?: number; label: string; color?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 50 50" role="img" aria-label={label} aria-busy="true">
      <circle cx="25" cy="25" r="20" fill="none" stroke={color} strokeWidth="5" strokeLinecap="round" strokeDasharray="90 150">
        <animateTransform attributeName="transform" type="rotate" from="0 25 25" to="360 25 25" dur="0.9s" repeatCount="indefinite" />
      </circle>
    </svg>
  );
}
