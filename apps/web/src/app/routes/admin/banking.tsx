import { Navigate } from 'react-router';

import { paths } from '#web/config/paths.ts';
import { AdminGate } from '#web/features/admin/components/admin-gate.tsx';
import { AdminLayout } from '#web/features/admin/components/admin-layout.tsx';
import { BankingServicesManager } from '#web/features/admin-catalogue/components/banking-services-manager.tsx';

// /admin/banking (admin §2): the dedicated screen, for every role that may read the catalogue
// (the write controls only for those that may change it).
export function Component() {
  return (
    <AdminGate>
      {(me) =>
        me.permissions.includes('content:read') ? (
          <AdminLayout me={me} title="Banking">
            <BankingServicesManager me={me} view="screen" />
          </AdminLayout>
        ) : (
          <Navigate to={paths.admin} replace />
        )
      }
    </AdminGate>
  );
}
