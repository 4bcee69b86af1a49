// Another page shown in a side drawer (category management beside the dictionary,
// a menu entry's buttons beside the menu), reading the values of what opened it.
import { Drawer } from 'antd';
import { useDrawPage } from './drawPage';

export function PageDrawer({ id, width, title, context, onClose }: { id: string; width: number; title: string; context?: Record<string, unknown>; onClose(): void }) {
  const drawPage = useDrawPage();
  return (
    <Drawer open size={width} title={title} onClose={onClose} destroyOnHidden data-testid={`drawer-${id}`}>
      {drawPage(id, { context })}
    </Drawer>
  );
}
