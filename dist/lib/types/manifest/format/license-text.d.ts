/** The canonical text of a license expression vcpkg accepts (any other is kept as written). */
export declare const canonicalLicense: (key: string) => string;
