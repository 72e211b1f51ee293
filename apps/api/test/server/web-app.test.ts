import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.js';

describe('serving the built web app', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Congo Talent</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  for (const lang of ['en', 'fr']) {
    mkdirSync(join(dist, 'prerendered', lang), { recursive: true });
    writeFileSync(join(dist, 'prerendered', lang, 'index.html'), `<html lang="${lang}"><h1>home ${lang}</h1>`);
    writeFileSync(join(dist, 'prerendered', lang, 'about-us.html'), `<html lang="${lang}"><h1>about ${lang}</h1>`);
  }
  for (const lang of ['en', 'fr']) {
    mkdirSync(join(dist, 'shells', lang), { recursive: true });
    writeFileSync(
      join(dist, 'shells', lang, 'hiring-center.html'),
      `<style>.hiring-center{}</style><div id="root">hiring ${lang}</div>`,
    );
    writeFileSync(
      join(dist, 'shells', lang, 'job.html'),
      `<meta property="og:locale" content="${lang}"><div id="root">job ${lang}</div>`,
    );
  }
  for (const lang of ['en', 'fr']) {
    mkdirSync(join(dist, 'app', lang), { recursive: true });
    writeFileSync(join(dist, 'app', lang, 'index.html'), `<html lang="${lang}"><div id="root"></div>`);
  }
  const { app } = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });

  it('answers a client-side route with the page, never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/recommended-jobs?show_all=true' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it("sends every other page of the app as the build wrote it in the reader's language", async () => {
    const english = await app.inject({ method: 'GET', url: '/settings' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const french = await app.inject({ method: 'GET', url: '/settings', headers: { 'accept-language': 'fr-CD,fr' } });
    expect(french.body).toContain('<html lang="fr">');
    const chosen = await app.inject({ method: 'GET', url: '/settings', headers: { cookie: 'lang=fr' } });
    expect(chosen.body).toContain('<html lang="fr">');
  });

  it("sends a signed-in page's shell in the reader's language, with or without a query, and the plain page where the build wrote none", async () => {
    for (const url of ['/hiring-center', '/hiring-center?page=2']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(res.body, url).toContain('<style>.hiring-center{}</style>');
      expect(res.body, url).toContain('hiring en');
    }
    const french = await app.inject({
      method: 'GET',
      url: '/hiring-center',
      headers: { 'accept-language': 'fr-CD,fr;q=0.9' },
    });
    expect(french.body).toContain('hiring fr');
    expect((await app.inject({ method: 'GET', url: '/hiring-center', headers: { cookie: 'lang=fr' } })).body).toContain(
      'hiring fr',
    );
    expect((await app.inject({ method: 'GET', url: '/my-applications' })).body).not.toContain('<style>');
  });

  it("sends every job's page as the job pages' shell, whose preview is in the reader's language", async () => {
    for (const url of ['/jobs/42', '/jobs/7?from=whatsapp']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr-CD,fr;q=0.9' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(res.body, url).toContain('job fr');
    }
    expect((await app.inject({ method: 'GET', url: '/jobs/42' })).body).toContain('job en');
    expect((await app.inject({ method: 'GET', url: '/jobs/42', headers: { cookie: 'lang=fr' } })).body).toContain(
      'job fr',
    );
    // Not a job's page: the plain page, which the app draws (its not-found page, say).
    for (const url of ['/jobs/abc', '/jobs/42/apply', '/jobs/']) {
      expect((await app.inject({ method: 'GET', url })).body, url).toContain('<div id="root"></div>');
    }
  });

  it('sends a public page as written in the language of the browser, or of the choice made in the app', async () => {
    const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
    const french = await page('/about-us', { 'accept-language': 'fr-CD,fr;q=0.9,en;q=0.8' });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('about fr');
    expect(french.headers['cache-control']).toBe('no-cache');
    expect(french.headers.vary).toMatch(/Accept-Language/);
    expect(french.headers.vary).toMatch(/Cookie/);
    expect((await page('/', { 'accept-language': 'de-DE, en;q=0.5, fr;q=0.7' })).body).toContain('home fr');
    expect((await page('/', { 'accept-language': 'sw, en-GB;q=0.8' })).body).toContain('home en');
    expect((await page('/')).body).toContain('home en');
    // The choice made in the app wins over the browser's languages.
    expect((await page('/about-us', { 'accept-language': 'fr', cookie: 'x=1; lang=en' })).body).toContain('about en');
    expect((await page('/about-us', { cookie: 'lang=fr' })).body).toContain('about fr');
    expect((await page('/about-us', { 'accept-language': 'fr', cookie: 'lang=xx' })).body).toContain('about fr');
  });

  it('leaves a page with a query, or one not written in advance, to the app', async () => {
    for (const url of ['/about-us?from=mail', '/how-it-works']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('gives a missing asset a 404 instead of the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    for (const url of ['/api/nothing/', '/hiring/nothing/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ detail: 'Not found.' });
    }
  });
});
