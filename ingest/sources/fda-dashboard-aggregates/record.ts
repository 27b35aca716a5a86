import { z } from 'zod';

const snakeName = z.string().regex(/^[a-z0-9_]+$/);

/**
 * One row of one FDA Data Dashboard aggregate table (counts per fiscal year, product type,
 * classification…): the table, the row's key columns, its numbers, and any descriptive columns.
 */
export const DashboardAggregateRecord = z
  .object({
    /** The table's file name without `.csv`, e.g. `class_fiscal`. */
    table: snakeName,
    /** The columns that identify the row; years as numbers, the rest as text. */
    keys: z.record(snakeName, z.union([z.string().trim().min(1), z.number().int()])).refine((keys) => Object.keys(keys).length > 0, 'a row needs at least one key column'),
    /** The counts; null where the table leaves a cell empty. */
    values: z.record(snakeName, z.number().nullable()).refine((values) => Object.keys(values).length > 0, 'a row needs at least one value column'),
    /** Columns describing the key (a state's code, a citation's short description). */
    attributes: z.record(snakeName, z.string().trim().min(1).nullable()),
    source_file: z.string().min(1),
  })
  .strict();

/** The body of an aggregate-row record. */
export type DashboardAggregateRecord = z.infer<typeof DashboardAggregateRecord>;
