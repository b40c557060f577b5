/** The spec's schema, as written. */
export declare const BUILT_IN_SCHEMA: {
    $schema: string;
    title: string;
    type: string;
    properties: {
        name: {
            description: string;
            $ref: string;
        };
        version: {
            description: string;
            type: string;
            pattern: string;
        };
        "version-string": {
            description: string;
            type: string;
            pattern: string;
        };
        "version-semver": {
            description: string;
            type: string;
            pattern: string;
        };
        "version-date": {
            description: string;
            type: string;
            pattern: string;
        };
        "port-version": {
            $ref: string;
        };
        maintainers: {
            description: string;
            type: string;
            items: {
                type: string;
            };
        };
        description: {
            $ref: string;
        };
        homepage: {
            description: string;
            type: string;
            format: string;
        };
        documentation: {
            description: string;
            type: string;
            format: string;
        };
        license: {
            description: string;
            type: string;
        };
        dependencies: {
            description: string;
            type: string;
            items: {
                $ref: string;
            };
        };
        overrides: {
            description: string;
            type: string;
            items: {
                $ref: string;
            };
        };
        "dev-dependencies": {
            description: string;
            type: string;
            items: {
                $ref: string;
            };
        };
        features: {
            description: string;
            type: string;
            items: {
                $ref: string;
            };
        };
        "default-features": {
            description: string;
            type: string;
            items: {
                $ref: string;
            };
        };
        supports: {
            $ref: string;
        };
    };
    patternProperties: {
        "^\\$": {};
    };
    additionalProperties: boolean;
    required: string[];
    oneOf: {
        required: string[];
    }[];
    definitions: {
        identifier: {
            description: string;
            type: string;
            allOf: ({
                pattern: string;
                not?: undefined;
            } | {
                not: {
                    type: string;
                    pattern: string;
                };
                pattern?: undefined;
            })[];
        };
        "package-name": {
            description: string;
            type: string;
            allOf: ({
                pattern: string;
                not?: undefined;
            } | {
                not: {
                    type: string;
                    pattern: string;
                };
                pattern?: undefined;
            })[];
        };
        "version-text": {
            description: string;
            type: string;
            pattern: string;
        };
        "port-version": {
            description: string;
            type: string;
            minimum: number;
            default: number;
        };
        "platform-expression": {
            description: string;
            type: string;
        };
        "description-field": {
            description: string;
            type: string[];
            items: {
                type: string;
            };
        };
        dependency: {
            description: string;
            anyOf: {
                $ref: string;
            }[];
        };
        "dependency-object": {
            type: string;
            properties: {
                name: {
                    $ref: string;
                };
                features: {
                    description: string;
                    type: string;
                    items: {
                        $ref: string;
                    };
                };
                "default-features": {
                    description: string;
                    type: string;
                    default: boolean;
                };
                platform: {
                    $ref: string;
                };
                "version>=": {
                    description: string;
                    $ref: string;
                };
                "port-version": {
                    $ref: string;
                };
            };
            patternProperties: {
                "^\\$": {};
            };
            additionalProperties: boolean;
            required: string[];
        };
        override: {
            type: string;
            properties: {
                name: {
                    $ref: string;
                };
                version: {
                    $ref: string;
                };
                "port-version": {
                    $ref: string;
                };
            };
            patternProperties: {
                "^\\$": {};
            };
            required: string[];
        };
        feature: {
            type: string;
            properties: {
                name: {
                    $ref: string;
                };
                description: {
                    $ref: string;
                };
                dependencies: {
                    description: string;
                    type: string;
                    items: {
                        $ref: string;
                    };
                };
            };
            patternProperties: {
                "^\\$": {};
            };
            additionalProperties: boolean;
            required: string[];
        };
    };
};
/**
 * How the built-in schemas are compiled: every error, each with its schema and data (`verbose`),
 * which the messages need (allowed keys, branches).
 */
export declare const BUILT_IN_OPTIONS: {
    readonly allErrors: true;
    readonly verbose: true;
    readonly strictRequired: false;
    readonly allowUnionTypes: true;
};
/**
 * The schema that `strict` checks against: what vcpkg itself enforces. Identifiers and package
 * names match the whole pattern (`all_modules` included, as vcpkg's `is_ident` has it), reserved
 * only when a whole name is reserved; the top-level name is an identifier; a version text has no
 * `#` at all; and a dependency's `port-version` needs its `version>=`.
 */
export declare function strictSchema(): {
    properties: {
        name: {
            $ref: string;
            description: string;
        };
        version: {
            description: string;
            type: string;
            pattern: string;
        };
        "version-string": {
            description: string;
            type: string;
            pattern: string;
        };
        "version-semver": {
            description: string;
            type: string;
            pattern: string;
        };
        "version-date": {
            description: string;
            type: string;
            pattern: string;
        };
        "port-version": {
            $ref: string;
        };
        maintainers: {
            description: string;
            type: string;
            items: {
                type: string;
            };
        };
        description: {
            $ref: string;
        };
        homepage: {
            description: string;
            type: string;
            format: string;
        };
        documentation: {
            description: string;
            type: string;
            format: string;
        };
        license: {
            description: string;
            type: string;
        };
        dependencies: {
            description: string;
            type: string;
            items: {
                $ref: string;
            };
        };
        overrides: {
            description: string;
            type: string;
            items: {
                $ref: string;
            };
        };
        "dev-dependencies": {
            description: string;
            type: string;
            items: {
                $ref: string;
            };
        };
        features: {
            description: string;
            type: string;
            items: {
                $ref: string;
            };
        };
        "default-features": {
            description: string;
            type: string;
            items: {
                $ref: string;
            };
        };
        supports: {
            $ref: string;
        };
    };
    definitions: {
        identifier: {
            allOf: ({
                pattern: string;
                not?: undefined;
            } | {
                not: {
                    type: string;
                    pattern: string;
                };
                pattern?: undefined;
            })[];
            description: string;
            type: string;
        };
        'package-name': {
            allOf: ({
                pattern: string;
                not?: undefined;
            } | {
                not: {
                    type: string;
                    pattern: string;
                };
                pattern?: undefined;
            })[];
            description: string;
            type: string;
        };
        'version-text': {
            pattern: string;
            description: string;
            type: string;
        };
        'dependency-object': {
            dependencies: {
                'port-version': string[];
            };
            type: string;
            properties: {
                name: {
                    $ref: string;
                };
                features: {
                    description: string;
                    type: string;
                    items: {
                        $ref: string;
                    };
                };
                "default-features": {
                    description: string;
                    type: string;
                    default: boolean;
                };
                platform: {
                    $ref: string;
                };
                "version>=": {
                    description: string;
                    $ref: string;
                };
                "port-version": {
                    $ref: string;
                };
            };
            patternProperties: {
                "^\\$": {};
            };
            additionalProperties: boolean;
            required: string[];
        };
        "port-version": {
            description: string;
            type: string;
            minimum: number;
            default: number;
        };
        "platform-expression": {
            description: string;
            type: string;
        };
        "description-field": {
            description: string;
            type: string[];
            items: {
                type: string;
            };
        };
        dependency: {
            description: string;
            anyOf: {
                $ref: string;
            }[];
        };
        override: {
            type: string;
            properties: {
                name: {
                    $ref: string;
                };
                version: {
                    $ref: string;
                };
                "port-version": {
                    $ref: string;
                };
            };
            patternProperties: {
                "^\\$": {};
            };
            required: string[];
        };
        feature: {
            type: string;
            properties: {
                name: {
                    $ref: string;
                };
                description: {
                    $ref: string;
                };
                dependencies: {
                    description: string;
                    type: string;
                    items: {
                        $ref: string;
                    };
                };
            };
            patternProperties: {
                "^\\$": {};
            };
            additionalProperties: boolean;
            required: string[];
        };
    };
    $schema: string;
    title: string;
    type: string;
    patternProperties: {
        "^\\$": {};
    };
    additionalProperties: boolean;
    required: string[];
    oneOf: {
        required: string[];
    }[];
};
