// When the record was created (JNPF's createTime), filled by the server on save.
import { defineWidget } from '@core/widgets/catalog';
import { systemWidget } from '@core/widgets/system';

export const createTime = defineWidget({ ...systemWidget({ key: 'createTime', label: 'widget.createTime', value: 'time', filledOn: 'create' }), order: 510 });
