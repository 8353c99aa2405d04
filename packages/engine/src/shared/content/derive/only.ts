import { conditionMatches, type Condition } from '../schema/condition.ts';
import type { DeviceName } from '../../user/devices.ts';
import type { Viewer } from '../../user/viewer.ts';

/** Whether `<Only platform>` or `<Only roles>` shows its content to this viewer (the kit and search both ask). */
export function onlyShows(only: { platform?: DeviceName; roles?: Condition }, viewer: Pick<Viewer, 'platform' | 'roles'>): boolean {
  if (only.platform) return viewer.platform === only.platform;
  return only.roles ? conditionMatches(only.roles, viewer.roles) : false;
}
