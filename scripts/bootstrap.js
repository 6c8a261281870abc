// Installs what is missing (see lib.js ensureInstalled); used before npm scripts that need the
// dependencies: bench, db:migrate, db:seed.
import { ensureInstalled } from './lib.js';

ensureInstalled();
