import type { Problem } from '../manifest/problems/problem.js';
import { type DatabaseWrite } from './add-versions.js';
import type { RegistryCheck, RegistryInput } from './check-registry.js';
/** What `--fix` writes, or, when a port stops it as it stops vcpkg, why nothing. */
export interface FixPlan {
    writes: DatabaseWrite[];
    /**
     * Placed `versions-not-fixed` problems, by the file each is about (relative to the root), but
     * those at the place of an error `checked` already reports, which says why.
     */
    refusals: Map<string, Problem[]>;
    /** A port stopped it: nothing is written. */
    stopped: boolean;
}
/**
 * What `vcpkg x-add-version --all` writes for a registry checked as `checked`: a port whose
 * `vcpkg.json` cannot be loaded stops it (vcpkg stops there), as does each refusal of the plan.
 */
export declare function planFix(input: RegistryInput, checked: RegistryCheck): FixPlan;
