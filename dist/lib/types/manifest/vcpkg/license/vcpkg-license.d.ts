import { type SpdxError } from './spdx.js';
/** Checks a `license` the way vcpkg-tool does; an id on no SPDX list is a problem too. */
export declare function checkVcpkgLicense(license: string): SpdxError | undefined;
