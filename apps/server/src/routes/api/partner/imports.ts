import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  PARTNER_CSV_COLUMNS,
  PARTNER_IMPORT_LIMITS,
  partnerImportConfirmSchema,
  partnerImportParamsSchema,
  partnerImportPreviewSchema,
} from '@landed/shared/schemas/partner-bookings';

import { sendCsv, toCsv } from '#server/lib/csv.ts';
import type { UploadSpec } from '#server/lib/uploads.ts';
import { multipartOptions, receiveUpload } from '#server/lib/uploads.ts';
import { signedInActorOf } from '#server/operations/audit.ts';
import { confirmPartnerImport } from '#server/operations/partners/bookings/confirm-partner-import.ts';
import { previewPartnerImport } from '#server/operations/partners/bookings/preview-partner-import.ts';
import { perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

const STUDENTS_UPLOAD: UploadSpec = {
  field: 'file',
  maxBytes: PARTNER_IMPORT_LIMITS.maxBytes,
  mimeTypes: 'text',
  messages: {
    notMultipart: 'Upload the students as multipart/form-data in the field "file".',
    noFile: 'file: Choose the CSV of your students.',
    empty: 'file: The file is empty.',
    tooLarge: 'The file is larger than 2 MB: split it in two.',
    wrongType: 'Upload a CSV file, as the template: a spreadsheet saved as CSV (UTF-8).',
  },
};

// Each upload reads up to 2,000 rows and prices them; each confirmation may make as many
// accounts and bookings. A coordinator corrects and uploads a few times, not hundreds.
const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

// The template's example row; its university is the caller's own, or empty for an agent (only a
// university may name itself, docs/decisions/106).
const EXAMPLE = [
  'APP-2027-0042',
  'Mei Chen',
  'mei.chen@example.com',
  '+86 138 0000 0000',
  's1234567',
  'University of Melbourne',
  'Standard',
  '',
  '2027-02-14',
  '06:40',
  'MU737',
  '123 Swanston Street, Melbourne VIC 3000',
  'zh-CN',
];

const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, multipartOptions(STUDENTS_UPLOAD.maxBytes));

  app.get(
    '/imports/template',
    {
      schema: {
        summary:
          'The CSV template: one student a row; `package` names a package, or `services` lists "Service: Option; …"; dates 2027-02-14 or 14/02/2027; language en, zh-CN, hi, ne or vi',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { partner } = request.partnerUser!;
      const university = partner.kind === 'University' ? partner.name : '';
      const example = EXAMPLE.map((cell, i) =>
        PARTNER_CSV_COLUMNS[i] === 'university' ? university : cell,
      );
      return sendCsv(reply, {
        name: 'students-template',
        csv: toCsv({ columns: [...PARTNER_CSV_COLUMNS], rows: [example] }),
      });
    },
  );

  app.post(
    '/imports',
    {
      config: {
        upload: STUDENTS_UPLOAD,
        rateLimit: perAccount({ max: UPLOADS_PER_HOUR, timeWindowMs: HOUR_MS }),
      },
      schema: {
        summary:
          'Upload a CSV of students (multipart, field "file"; at most 2,000 rows, 2 MB): every row checked, nothing booked until confirmed',
        consumes: ['multipart/form-data'],
        response: {
          201: partnerImportPreviewSchema,
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, STUDENTS_UPLOAD);
      const preview = await previewPartnerImport(app, {
        partnerUser: request.partnerUser!,
        actor: signedInActorOf(request),
        file: { content: upload.content, fileName: upload.fileName ?? 'students.csv' },
      });
      return reply.code(201).send(preview);
    },
  );

  app.post(
    '/imports/:importId/confirm',
    {
      config: { rateLimit: perAccount({ max: UPLOADS_PER_HOUR, timeWindowMs: HOUR_MS }) },
      schema: {
        summary:
          'Book every valid row of an upload, in one transaction; a row booked before (same external id, else same student and arrival date) is skipped, and confirming again books nothing',
        params: partnerImportParamsSchema,
        response: { 200: partnerImportConfirmSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      confirmPartnerImport(app, {
        partnerUser: request.partnerUser!,
        actor: signedInActorOf(request),
        importId: request.params.importId,
      }),
  );
};

export default importRoutes;
