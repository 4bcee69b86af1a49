// The palette's icon of a widget: the one its binding registers (widgets/<key>/index.tsx,
// `icon`), or its palette group's for a widget registered without one.
import type { ReactNode } from 'react';
import { BlockOutlined, FieldNumberOutlined, FormOutlined, PaperClipOutlined, TagsOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { PaletteGroup } from '@core/widgets';
import type { WidgetBinding } from '@widgets/contract';

const byGroup: Record<PaletteGroup, ReactNode> = {
  basic: <FormOutlined />,
  advanced: <UnorderedListOutlined />,
  upload: <PaperClipOutlined />,
  layout: <BlockOutlined />,
  display: <TagsOutlined />,
  system: <FieldNumberOutlined />,
};

export function PaletteIcon({ binding, group }: { binding: WidgetBinding | undefined; group: PaletteGroup }) {
  const Icon = binding?.icon;
  return Icon ? <Icon /> : byGroup[group];
}
