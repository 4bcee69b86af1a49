// Who last changed the record (JNPF's modifyUser), filled by the server on save.
import { defineWidget } from '@core/widgets/catalog';
import { systemWidget } from '@core/widgets/system';

export const modifyUser = defineWidget({ ...systemWidget({ key: 'modifyUser', label: 'widget.modifyUser', value: 'user', filledOn: 'update' }), order: 520 });
