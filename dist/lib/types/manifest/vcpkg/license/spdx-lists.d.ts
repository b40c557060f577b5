/** Whether `id` is on the SPDX license list, current or deprecated, in any case. */
export declare function isSpdxLicenseId(id: string): boolean;
/** Whether `id` is on the SPDX license exception list, current or deprecated, in any case. */
export declare function isSpdxExceptionId(id: string): boolean;
