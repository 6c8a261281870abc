// The driver's page's own entry (driver.html, docs/decisions/131): no React, no router, no
// app shell; the page and its few helpers only.
import '#web/features/driver/driver.css';

import { startDriverPage } from '#web/features/driver/driver-page.ts';

const root = document.getElementById('driver');
if (root) startDriverPage(root);
