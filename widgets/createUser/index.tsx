// Who created the record: shown read-only, filled by the server.
import { UserAddOutlined } from '@ant-design/icons';
import { registerWidget } from '../registry';
import { SystemValueField } from '../runtime/SystemValue';
import { createUser } from './spec';

registerWidget({ spec: createUser, icon: UserAddOutlined, edit: SystemValueField });
