// The sub-table's bindings: the form renderer draws it (it needs the form's row
// stores), so what it registers here is only its picture in the designer's palette.
import { TableOutlined } from '@ant-design/icons';
import { registerWidget } from '../registry';
import { table } from './spec';

registerWidget({ spec: table, icon: TableOutlined });
