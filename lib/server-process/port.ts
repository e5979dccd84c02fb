// A value one feature hands another when a process starts, so that the lower feature need not
// import the higher one (see lib/booking/connect.ts). Kept on globalThis: Next loads the
// start-up code and each route's bundle apart, in one process. A process that never handed it
// over fails loudly at its first use, never silently.
export interface Port<T> {
  tell(value: T): void;
  get(): T;
  /** What was told, or undefined: for what a process may go without. */
  peek(): T | undefined;
}

export function processPort<T>(name: string, missing: string): Port<T> {
  const key = Symbol.for(`diagnobook.port.${name}`);
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    tell: (value) => {
      holder[key] = value;
    },
    get: () => {
      const told = holder[key];
      if (told === undefined) throw new Error(missing);
      return told;
    },
    peek: () => holder[key],
  };
}
