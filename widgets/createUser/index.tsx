// Who created the record: shown read-only, filled by the server.
import { registerWidget } from '../registry';
import { SystemValueField } from '../runtime/SystemValue';
import { createUser } from './spec';

registerWidget({ spec: createUser, edit: SystemValueField });
