/** A header value as a caller gives it; the builder passes it on as given. */
export type HeaderValue = string | number | boolean | null;
/** Request headers by name. Names are lowercased by the builder; `undefined` values are dropped. */
export type RequestHeaders = Record<string, HeaderValue | undefined>;
/** Alternate representations and preview features of the upstream interface. */
export interface MediaType {
    /** A media-type parameter such as `raw`, `diff` or `text+json`; amends `accept`. */
    format?: string;
    /** Preview names such as `mercy`; merged with the previews of the defaults; amend `accept`. */
    previews?: string[];
}
/** Custom meta information, returned unchanged in the request options. */
export type RequestMeta = Record<string, unknown>;
/** What a caller passes: the fields below, and any other key is a parameter. */
export interface EndpointOptions {
    /** An HTTP method such as `GET` or `POST`. */
    method?: string;
    /** A path or full URL; `:name` and RFC 6570 `{name}` placeholders are expanded. */
    url?: string;
    /** The address a `url` not starting with `http` is appended to. */
    baseUrl?: string;
    /** Headers merged over the defaults; names are case-insensitive. */
    headers?: RequestHeaders;
    /** Selects an alternate representation or preview features. */
    mediaType?: MediaType;
    /** The request body, given as is, instead of a JSON body built from the parameters. */
    data?: unknown;
    /** Custom meta information, returned unchanged. */
    request?: RequestMeta;
    /** Any other key is a parameter: it fills a placeholder, the query string or the body. */
    [parameter: string]: unknown;
}
/** `METHOD /path` or a lone URL (which means the default method). */
export type Route = string;
/** Options with the defaults applied: what `merge` returns and `parse` takes. */
export interface MergedOptions extends EndpointOptions {
    method: string;
    baseUrl: string;
    headers: RequestHeaders;
    mediaType: {
        format: string;
        previews: string[];
    };
}
/** The generic request options that any request library can send. */
export interface RequestOptions {
    /** The HTTP method, lowercase. */
    method: string;
    /** The full URL: placeholders expanded and, without a body, the query string appended. */
    url: string;
    /** The headers, every name lowercase. */
    headers: Record<string, HeaderValue>;
    /** The body; only for PATCH, POST, PUT and DELETE, and only when there is one. */
    body?: unknown;
    /** The `request` option, as given. */
    request?: RequestMeta;
}
/** A request-options builder: a function with its defaults and the steps it is made of. */
export interface Endpoint {
    /** Builds the request options of a route such as `GET /orgs/{org}/repos`. */
    (route: Route, options?: EndpointOptions): RequestOptions;
    /** Builds the request options of options that carry their own `method` and `url`. */
    (options: EndpointOptions): RequestOptions;
    /** With no arguments, a GET of the base URL, as @octokit/endpoint gives. */
    (): RequestOptions;
    /** The defaults this builder applies to every call. */
    DEFAULTS: MergedOptions;
    /** A new builder whose defaults are these options merged over this builder's defaults. */
    defaults(options: EndpointOptions): Endpoint;
    /** Applies the defaults without building the request. */
    merge(route: Route, options?: EndpointOptions): MergedOptions;
    merge(options: EndpointOptions): MergedOptions;
    /** With no arguments, a copy of the defaults, as @octokit/endpoint gives. */
    merge(): MergedOptions;
    /** Builds the request options of merged options. Stateless: ignores this builder's defaults. */
    parse(options: MergedOptions): RequestOptions;
}
