/** The canonical text of a license expression vcpkg accepts. */
export declare const canonicalLicense: (key: string) => string;
