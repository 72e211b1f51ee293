import { eq } from 'drizzle-orm';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTURE_PIXELS } from '@talent/shared';
import { storedFileRenditions, storedFiles } from '../../src/db/schema.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { insertStoredFile } from '../../src/profiles/repositories/files.js';
import { signFileUrl } from '../../src/profiles/file-urls.js';
import { multipart, type FilePart } from '../helpers/forms.js';
import { MB, phonePhoto, pngDeclaring, pngOfSize, samplePng, sampleText, truncatedJpeg } from '../helpers/samples.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

const CHROME_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('photos and logos are re-encoded on upload', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const upload = async (user: { id: string; userType: string }, files: FilePart[]) => {
    const form = await multipart({}, files);
    return app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: { ...form.headers, ...(await authHeader(user)) },
      payload: form.payload,
    });
  };
  const download = (url: string, accept?: string) =>
    app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });
  const photo = await phonePhoto();

  it('starts from a phone photo near 2 MB that carries a GPS position and a rotation', async () => {
    expect(photo.length).toBeGreaterThan(1.5 * MB);
    expect(photo.length).toBeLessThanOrEqual(2 * MB);
    const meta = await sharp(photo).metadata();
    expect(meta.orientation).toBe(6);
    expect(exifReader(meta.exif!).GPSInfo).toMatchObject({ GPSLatitudeRef: 'S', GPSLongitudeRef: 'E' });
  });

  it('serves a JPEG with EXIF GPS back without any metadata, within the size it is shown at, and small', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await upload(user, [
      { field: 'profile_photo', filename: 'IMG_0001.JPG', data: photo, type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(200);
    const { profile_photo: url, profile_photo_file: ref } = res.json();
    expect(ref).toMatchObject({ name: 'IMG_0001.jpg', content_type: 'image/jpeg' });
    expect(ref.size).toBeLessThan(40_000);
    for (const [accept, type] of [
      [undefined, 'jpeg'],
      [CHROME_IMAGE_ACCEPT, 'webp'],
    ] as const) {
      const served = await download(url, accept);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${type}`);
      expect(served.headers.vary).toMatch(/Accept/);
      expect(served.rawPayload.length).toBeLessThan(40_000);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe(type);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(PICTURE_PIXELS.display);
    }
  });

  it('gives the list thumbnail, smaller still, at size=thumb', async () => {
    const { user } = await buildProfessional(ctx.db);
    const { profile_photo: url } = (
      await upload(user, [{ field: 'profile_photo', filename: 'me.jpg', data: photo }])
    ).json();
    const thumb = await download(`${url}&size=thumb`, CHROME_IMAGE_ACCEPT);
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(PICTURE_PIXELS.thumb);
    expect((await download(`${url}&size=huge`)).statusCode).toBe(400);
  });

  it('never stores the bytes that were sent', async () => {
    const { user } = await buildProfessional(ctx.db);
    await upload(user, [{ field: 'profile_photo', filename: 'me.jpg', data: photo }]);
    const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.ownerId, user.id));
    const renditions = await ctx.db
      .select()
      .from(storedFileRenditions)
      .where(eq(storedFileRenditions.fileId, file!.id));
    expect(renditions.map((r) => `${r.size} ${r.contentType}`).sort()).toEqual([
      'display image/webp',
      'thumb image/jpeg',
      'thumb image/webp',
    ]);
    for (const data of [file!.data, ...renditions.map((r) => r.data)]) {
      expect(data.equals(photo)).toBe(false);
      expect((await sharp(data).metadata()).exif).toBeUndefined();
    }
  });

  it("keeps a logo whole (fitted, not cropped) and turns a PNG's transparency white in the JPEG", async () => {
    const { user } = await buildEmployer(ctx.db);
    const wide = await sharp({
      create: { width: 800, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const res = await upload(user, [{ field: 'company_logo', filename: 'logo.png', data: wide }]);
    expect(res.statusCode).toBe(200);
    const served = await download(res.json().company_logo);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'jpeg',
      PICTURE_PIXELS.display,
      PICTURE_PIXELS.display / 4,
    ]);
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it('refuses a file that starts like a JPEG but holds no picture: 400 on the field, nothing stored', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await upload(user, [{ field: 'profile_photo', filename: 'me.jpg', data: truncatedJpeg() }]);
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      profile_photo: ['This image could not be read: it may be damaged. Try another PNG or JPEG file.'],
    });
    expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.ownerId, user.id))).toEqual([]);
    const { user: employer } = await buildEmployer(ctx.db);
    const logo = await upload(employer, [
      { field: 'company_logo', filename: 'logo.png', data: samplePng().subarray(0, 40) },
    ]);
    expect(logo.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(logo))).toEqual(['company_logo']);
  });

  it('refuses a small file declaring a picture of billions of pixels: 400 on the field, not a server error', async () => {
    const { user } = await buildProfessional(ctx.db);
    const bomb = pngDeclaring(60_000, 60_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(60_000);
    const res = await upload(user, [{ field: 'profile_photo', filename: 'me.png', data: bomb }]);
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      profile_photo: ['This image could not be read: it may be damaged. Try another PNG or JPEG file.'],
    });
  });

  it('still checks the type from the bytes (415) and the 2 MB limit (413) first', async () => {
    const { user } = await buildProfessional(ctx.db);
    const text = await upload(user, [
      { field: 'profile_photo', filename: 'me.jpg', data: sampleText(), type: 'image/jpeg' },
    ]);
    expect(text.statusCode).toBe(415);
    const big = await upload(user, [{ field: 'profile_photo', filename: 'me.png', data: pngOfSize(2 * MB + 1) }]);
    expect(big.statusCode).toBe(413);
    expect(fieldErrorsOf(big)).toEqual({ profile_photo: ['The file is too large: the limit is 2 MB.'] });
  });

  it('re-encodes a photo stored before (as sent) the first time it is asked for, and serves no original', async () => {
    const { user } = await buildProfessional(ctx.db);
    const old = await insertStoredFile(ctx.db, {
      ownerId: user.id,
      kind: 'profile_photo',
      filename: 'old.jpg',
      contentType: 'image/jpeg',
      data: photo,
      sha256: 'x',
    });
    const url = signFileUrl(ctx.secret, old.id, 60);
    const served = await download(url, CHROME_IMAGE_ACCEPT);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    const [row] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, old.id));
    expect(row!.data.equals(photo)).toBe(false);
    expect([row!.contentType, row!.size < 40_000]).toEqual(['image/jpeg', true]);
    const again = await download(url);
    expect([again.statusCode, again.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('answers 404, not the stored bytes, for an old picture that cannot be decoded', async () => {
    const { user } = await buildProfessional(ctx.db);
    const old = await insertStoredFile(ctx.db, {
      ownerId: user.id,
      kind: 'profile_photo',
      filename: 'old.jpg',
      contentType: 'image/jpeg',
      data: truncatedJpeg(),
      sha256: 'x',
    });
    expect((await download(signFileUrl(ctx.secret, old.id, 60))).statusCode).toBe(404);
  });
});
