/** Sets an own property, also for the key `__proto__`, which plain assignment would not create. */
export declare function setOwnProperty(object: Record<string, unknown>, key: string, value: unknown): void;
