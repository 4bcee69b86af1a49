// The position of whoever created the record (JNPF's currPosition), filled by the server on save with the saver's main position (base_user.position_id).
import { defineWidget } from '@core/widgets/catalog';
import { systemWidget } from '@core/widgets/system';

export const currPosition = defineWidget({
  ...systemWidget({ key: 'currPosition', label: 'widget.currPosition', value: 'position', filledOn: 'create' }),
  order: 550,
});
