import { and, asc, eq, ilike, or } from 'drizzle-orm';

import type { Car } from '@landed/shared/schemas/booking';
import type { Driver } from '@landed/shared/schemas/drivers';

import type { DbOrTx } from '#server/db/client.ts';
import { findById, lockById, updateById } from '#server/db/by-id.ts';
import { drivers } from '#server/db/schema.ts';
import { tablePage } from '#server/db/paged.ts';
import { likeContains } from '#server/lib/like.ts';
import { mediaUrl } from '#server/lib/media-url.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type DriverRow = typeof drivers.$inferSelect;
export type DriverFields = Pick<DriverRow, 'name' | 'phone' | 'email' | 'languages' | 'active'> &
  Partial<Pick<DriverRow, 'carMake' | 'carColour' | 'carPlate' | 'photoMediaId'>>;

// A driver's car as the API says it: its three columns.
export const carOf = (row: Pick<DriverRow, 'carMake' | 'carColour' | 'carPlate'>): Car => ({
  make: row.carMake,
  colour: row.carColour,
  plate: row.carPlate,
});

// The API's fields of a driver as columns (`car` is three).
export function driverColumns<T extends { car?: Car | undefined }>({ car, ...rest }: T) {
  return {
    ...rest,
    ...(car ? { carMake: car.make, carColour: car.colour, carPlate: car.plate } : {}),
  };
}

export function toDriver(row: DriverRow): Driver {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    languages: row.languages,
    car: carOf(row),
    photoUrl: row.photoMediaId ? mediaUrl(row.photoMediaId) : null,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The people who do pickups (docs/decisions/060). Removing one is a soft delete: the bookings
// they drove keep their name, and a removed driver is never listed nor assigned again.
export function createDriversRepository(db: DbOrTx) {
  return {
    // By name; removed drivers left out.
    async list(
      {
        search,
        active,
        limit,
        page,
      }: { search?: string | undefined; active?: boolean | undefined; limit: number; page: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: DriverRow[]; total: number }> {
      const pattern = search ? likeContains(search) : null;
      const where = and(
        eq(drivers.isDeleted, false),
        active === undefined ? undefined : eq(drivers.active, active),
        pattern
          ? or(
              ilike(drivers.name, pattern),
              ilike(drivers.phone, pattern),
              ilike(drivers.email, pattern),
            )
          : undefined,
      );
      return tablePage(
        drivers,
        { where, orderBy: [asc(drivers.name), asc(drivers.id)], limit, page },
        tx,
      );
    },

    // Any driver, removed or not (a booking's driver may have been removed since).
    async findById(id: string, tx: DbOrTx = db): Promise<DriverRow | undefined> {
      return findById(drivers, id, tx);
    },

    // Locked for the rest of the transaction: an assignment and a removal of the same driver
    // happen one after the other, so a removed driver is never assigned.
    async lock(id: string, tx: DbOrTx): Promise<DriverRow | undefined> {
      return lockById(drivers, id, tx);
    },

    async create(fields: DriverFields, tx: DbOrTx = db): Promise<DriverRow> {
      const [row] = await tx.insert(drivers).values(fields).returning();
      return row!;
    },

    async update(id: string, patch: Partial<DriverFields>, tx: DbOrTx = db) {
      return updateById(drivers, { id, set: patch, onlyIf: eq(drivers.isDeleted, false) }, tx);
    },

    // Soft delete; also inactive, so nothing that reads `active` alone offers them.
    async remove(id: string, tx: DbOrTx = db) {
      const set = { isDeleted: true, active: false };
      return updateById(drivers, { id, set, onlyIf: eq(drivers.isDeleted, false) }, tx);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    driversRepository: ReturnType<typeof createDriversRepository>;
  }
}

export default repositoryPlugin('driversRepository', createDriversRepository);
