// Who last changed the record: shown read-only, filled by the server.
import { registerWidget } from '../registry';
import { SystemValueField } from '../runtime/SystemValue';
import { modifyUser } from './spec';

registerWidget({ spec: modifyUser, edit: SystemValueField });
