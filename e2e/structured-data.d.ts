// The structured-data tools ship no types: what e2e/structured-data.api.spec.ts uses of them.
declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): {
      jsonld: Record<string, Record<string, unknown>[]>;
      microdata: Record<string, unknown>;
      rdfa: Record<string, unknown>;
      metatags: Record<string, string[]>;
    };
  }
}

declare module '@adobe/structured-data-validator' {
  export interface Issue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path: { type?: string; index?: number; property?: string }[];
    fieldNames?: string[];
    location?: string;
  }
  export default class Validator {
    constructor(schemaOrgJson?: object);
    validate(extracted: object): Promise<Issue[]>;
  }
}
