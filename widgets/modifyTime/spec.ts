// When the record was last changed (JNPF's modifyTime), filled by the server on save.
import { defineWidget } from '@core/widgets/catalog';
import { systemWidget } from '@core/widgets/system';

export const modifyTime = defineWidget({ ...systemWidget({ key: 'modifyTime', label: 'widget.modifyTime', value: 'time', filledOn: 'update' }), order: 530 });
