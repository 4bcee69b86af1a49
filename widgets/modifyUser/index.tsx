// Who last changed the record: shown read-only, filled by the server.
import { registerWidget } from '../registry';
import { SystemValueField, SystemValueView } from '../runtime/SystemValue';
import { modifyUser } from './spec';

registerWidget({ spec: modifyUser, edit: SystemValueField, view: SystemValueView });
