// The organisation of whoever created the record: shown read-only, filled by the server.
import { HomeOutlined } from '@ant-design/icons';
import { registerWidget } from '../registry';
import { SystemValueField } from '../runtime/SystemValue';
import { currOrganize } from './spec';

registerWidget({ spec: currOrganize, icon: HomeOutlined, edit: SystemValueField });
