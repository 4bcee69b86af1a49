// Who last changed the record: shown read-only, filled by the server.
import { UserSwitchOutlined } from '@ant-design/icons';
import { registerWidget } from '../registry';
import { SystemValueField } from '../runtime/SystemValue';
import { modifyUser } from './spec';

registerWidget({ spec: modifyUser, icon: UserSwitchOutlined, edit: SystemValueField });
