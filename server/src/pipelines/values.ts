// The runtime values of rule types that JavaScript has no value for. Strings, numbers (Long and Double
// both as numbers; the static type says which arithmetic applies), booleans, arrays (List), plain objects
// (Map, JsonNode) and PipelineMessage stand for themselves.

/** An instant with the zone it is shown in (Joda's DateTime). */
export class DateTimeValue {
  constructor(
    readonly epochMs: number,
    /** An IANA zone name or 'UTC'. */
    readonly zone: string = 'UTC',
  ) {}

  /** ISO 8601 in UTC with milliseconds: what a message field stores. */
  toJSON(): string {
    return new Date(this.epochMs).toISOString();
  }

  toString(): string {
    return this.toJSON();
  }
}

/** A period of years, months, weeks, days, hours, minutes, seconds and milliseconds (Joda's Period). */
export class PeriodValue {
  constructor(
    readonly parts: Readonly<{ years?: number; months?: number; weeks?: number; days?: number; hours?: number; minutes?: number; seconds?: number; millis?: number }>,
  ) {}
}

/** An IPv4 or IPv6 address (Graylog's IpAddress): its canonical text and its bytes. */
export class IpAddressValue {
  constructor(
    readonly text: string,
    readonly bytes: Uint8Array,
  ) {}

  toJSON(): string {
    return this.text;
  }

  toString(): string {
    return this.text;
  }
}
