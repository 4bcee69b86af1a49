// Another page shown in a side drawer (category management beside the dictionary).
import { Drawer } from 'antd';
import { useDrawPage } from './drawPage';

export function PageDrawer({ id, width, title, onClose }: { id: string; width: number; title: string; onClose(): void }) {
  const drawPage = useDrawPage();
  return (
    <Drawer open size={width} title={title} onClose={onClose} destroyOnHidden data-testid={`drawer-${id}`}>
      {drawPage(id)}
    </Drawer>
  );
}
