// Where a cluster configuration class without a home of its own is kept: one settings row per class.
import { deleteSetting, getSetting, setSetting } from '../db/settings';
import type { Db } from '../db/types';

const keyOf = (className: string) => `cluster_config:${className}`;

export const readStored = <T>(db: Db, className: string): T | undefined => getSetting<T>(db, keyOf(className));

export const writeStored = (db: Db, className: string, value: unknown): void => { setSetting(db, keyOf(className), value); };

export const removeStored = (db: Db, className: string): void => { deleteSetting(db, keyOf(className)); };
