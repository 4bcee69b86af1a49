// A document number: 系统自动生成 until the first save, then the number taken.
import { NumberOutlined } from '@ant-design/icons';
import { registerWidget } from '../registry';
import { SystemValueField } from '../runtime/SystemValue';
import { billRule } from './spec';

registerWidget({ spec: billRule, icon: NumberOutlined, edit: SystemValueField });
