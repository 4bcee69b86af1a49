// What a screen is drawn inside in these tests, as the shell draws it: antd's
// App, the API over a transport that answers like the server, and the user's
// permissions (an administrator unless a test says otherwise).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { Transport } from '@core/api/envelope';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import { PermissionProvider, type Permissions } from '@widgets/runtime/permissions';

export const administrator: Permissions = { isAdministrator: true, buttons: new Map() };

export function drawWithApi(transport: Transport, screen: ReactNode, permissions: Permissions = administrator) {
  return render(
    <AntApp>
      <ApiProvider api={createApi(transport)}>
        <PermissionProvider permissions={permissions}>{screen}</PermissionProvider>
      </ApiProvider>
    </AntApp>,
  );
}
