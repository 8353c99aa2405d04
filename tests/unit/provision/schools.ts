/** The two fixture schools as the deploy commands read them, and a host each that registration takes. */
import { readDeploySite, type DeploySite } from '../../../packages/engine/tooling/deploy/deploy-site';
import type { SchoolConfig } from '../../../packages/engine/src/shared/content/schema/school';
import { BANKSIA_SCHOOL, BANKSIA_SITE, DEMO_SCHOOL, DEMO_SITE } from '../../support/paths';

export const demoSite = (): DeploySite => readDeploySite(DEMO_SITE, DEMO_SCHOOL);
export const banksiaSite = (): DeploySite => readDeploySite(BANKSIA_SITE, BANKSIA_SCHOOL);

/** The school with its deploy section changed (the fixtures' hosts are example names registration refuses). */
export function withDeploy(school: SchoolConfig, deploy: NonNullable<SchoolConfig['deploy']>): SchoolConfig {
  return { ...school, deploy: { ...school.deploy, ...deploy } };
}

export const DEMO_HOST = 'portal.demo-school.edu.au';
export const BANKSIA_HOST = 'it.banksia-primary.edu.au';
