import type { FastifyReply } from 'fastify';

// Sends an issued document (src/documents/) as a download. Private: it names the buyer.
export function sendPdf(reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
