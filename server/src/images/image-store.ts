import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type Sharp from 'sharp';
import { HttpError } from '../http/http-error.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ImageKind {
  /** The folder under /images/ and DATA_DIR's uploads. */
  folder: string;
  width: number;
  height: number;
  /** cover: cropped to exactly width × height; inside: scaled down to fit, never cropped. */
  fit: 'cover' | 'inside';
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** sharp (libvips) loads with the first upload: most processes never receive one. */
let loading: Promise<typeof Sharp> | null = null;
function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Decoding large images takes a lot of memory: one image at a time, one libvips thread.
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

/** The public address, with a version parameter so that browsers fetch a replaced image at once. */
export function imageUrlOf(kind: ImageKind, id: number, updatedAt: Date | null): string | null {
  return updatedAt ? `/images/${kind.folder}/${id}.jpg?v=${updatedAt.getTime()}` : null;
}

/** The uploaded images of one kind, stored as /images/{folder}/{id}.jpg. */
export class ImageStore {
  private readonly dir: string;
  private readonly kind: ImageKind;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(imagesRoot: string, kind: ImageKind) {
    this.dir = join(imagesRoot, kind.folder);
    this.kind = kind;
  }

  path(id: number): string {
    return join(this.dir, `${id}.jpg`);
  }

  /** Resizes to the kind's box, stores as JPEG; refuses what is not an image. */
  store(id: number, file: Buffer): Promise<void> {
    const task = this.queue.then(() => this.process(id, file));
    this.queue = task.catch(() => undefined);
    return task;
  }

  private async process(id: number, file: Buffer): Promise<void> {
    const sharp = await loadSharp();
    let format: string | undefined;
    try {
      format = (await sharp(file).metadata()).format;
    } catch {
      format = undefined;
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) {
      throw new HttpError(415, 'Obrázok musí byť vo formáte JPEG, PNG alebo WebP.');
    }
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `.${id}-${process.pid}-${Date.now()}.jpg`);
    try {
      await sharp(file, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({
          width: this.kind.width,
          height: this.kind.height,
          fit: this.kind.fit,
          ...(this.kind.fit === 'cover' ? { position: 'attention' } : { withoutEnlargement: true }),
        })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(temporary);
      // Readers see the old image or the new one, never half a file.
      await rename(temporary, this.path(id));
    } catch (error) {
      await rm(temporary, { force: true });
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, 'Obrázok sa nepodarilo spracovať.');
    }
  }

  async remove(id: number): Promise<void> {
    await rm(this.path(id), { force: true });
  }

  /**
   * Stores the image, then records it on its row (`record` answers the updated row, or undefined
   * when the row is gone); a row deleted while the image was processed takes its image along.
   */
  async attach<Row>(id: number, file: Buffer, record: () => Promise<Row | undefined>): Promise<Row | undefined> {
    await this.store(id, file);
    const row = await record();
    if (row === undefined) await this.remove(id);
    return row;
  }
}
