// When the record was created: shown read-only, filled by the server.
import { HistoryOutlined } from '@ant-design/icons';
import { registerWidget } from '../registry';
import { SystemValueField } from '../runtime/SystemValue';
import { createTime } from './spec';

registerWidget({ spec: createTime, icon: HistoryOutlined, edit: SystemValueField });
