// Another page shown in a side drawer (category management beside the dictionary).
import { Drawer } from 'antd';
import { pageSchema } from './schemaRegistry';
import { PageRenderer } from './PageRenderer';

export function PageDrawer({ id, width, title, onClose }: { id: string; width: number; title: string; onClose(): void }) {
  return (
    <Drawer open size={width} title={title} onClose={onClose} destroyOnHidden data-testid={`drawer-${id}`}>
      <PageRenderer schema={pageSchema(id)} bare />
    </Drawer>
  );
}
