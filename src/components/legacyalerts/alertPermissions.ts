import { isPermitted } from '@/logic/permissions';

/**
 * Creating, changing, deleting and testing a stream's conditions and notifications, and sending it a test
 * alert, all need streams:edit:<id> in Graylog; reading them needs streams:read:<id>.
 */
export const mayManageStreamAlerts = (permissions: ReadonlyArray<string> | undefined, streamId: string | undefined): boolean => (
  streamId !== undefined && isPermitted(permissions, `streams:edit:${streamId}`)
);

export default mayManageStreamAlerts;
