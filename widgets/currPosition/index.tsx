// The position of whoever created the record: shown read-only, filled by the server.
import { AuditOutlined } from '@ant-design/icons';
import { registerWidget } from '../registry';
import { SystemValueField } from '../runtime/SystemValue';
import { currPosition } from './spec';

registerWidget({ spec: currPosition, icon: AuditOutlined, edit: SystemValueField });
