// docs/product.md, Routes and Constants: a part loaded on demand that has not arrived after 120
// seconds raises a load error (which the screen shows, with a way to retry).

export const PART_LOAD_TIMEOUT_MS = 120_000;

export class PartLoadError extends Error {
  constructor(
    readonly part: string,
    cause?: unknown,
  ) {
    super(`The ${part.replace(/_/g, ' ')} screen could not be loaded.`, { cause });
    this.name = 'PartLoadError';
  }
}

export function loadPart<T>(
  part: string,
  importer: () => Promise<T>,
  timeoutMs = PART_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PartLoadError(part)), timeoutMs);
    importer().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new PartLoadError(part, error));
      },
    );
  });
}
