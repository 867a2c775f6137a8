// Loading the user a path names, or answering 404.
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import { findUserById, findUserByName, type UserRecord } from './store';

export function requireUserByName(ctx: ServerContext, username: string): UserRecord {
  const user = findUserByName(ctx.db, username);
  if (!user) throw notFound(`Couldn't find user ${username}`);
  return user;
}

export function requireUserById(ctx: ServerContext, userId: string): UserRecord {
  const user = findUserById(ctx.db, userId);
  if (!user) throw notFound(`Couldn't find user with id ${userId}`);
  return user;
}
