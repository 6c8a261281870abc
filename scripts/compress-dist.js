// Writes .br and .gz beside every compressible file of the built web app, so the server can
// send them as they are (@fastify/static preCompressed) without compressing per request.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2];
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

function walk(current) {
  for (const entry of readdirSync(current, { withFileTypes: true })) {
    const full = path.join(current, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(entry.name)) {
      const content = readFileSync(full);
      if (content.length < 1024) continue;
      writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

walk(dir);
