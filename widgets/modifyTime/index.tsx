// When the record was last changed: shown read-only, filled by the server.
import { ScheduleOutlined } from '@ant-design/icons';
import { registerWidget } from '../registry';
import { SystemValueField } from '../runtime/SystemValue';
import { modifyTime } from './spec';

registerWidget({ spec: modifyTime, icon: ScheduleOutlined, edit: SystemValueField });
