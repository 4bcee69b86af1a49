// Registers every widget; importing this module once makes them all available.
import './basic/text';
import './basic/number';
import './basic/switch';
import './basic/choice';
import './basic/dateTime';
import './basic/hidden';
import './billRule/example';

export { registerWidget, getWidget, allWidgets, formWidgets } from './registry';
