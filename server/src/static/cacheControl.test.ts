import { IMMUTABLE, NO_CACHE, remoteCacheControl, shellCacheControl } from './cacheControl';

describe('cache headers of built front-ends', () => {
  it('revalidates shell entry points and caches hashed shell assets for good', () => {
    expect(shellCacheControl('index.html')).toBe(NO_CACHE);
    expect(shellCacheControl('remoteEntry.js')).toBe(NO_CACHE);
    expect(shellCacheControl('favicon.ico')).toBe(NO_CACHE);
    expect(shellCacheControl('main.3f2a9c1b.js')).toBe(IMMUTABLE);
    expect(shellCacheControl('static/js/512.9e1c0a4b7d.chunk.js')).toBe(IMMUTABLE);
    expect(shellCacheControl('0.db1137aa.js.map')).toBe(IMMUTABLE);
  });

  it('caches hashed files of a remote version folder for good, and revalidates its entries', () => {
    expect(remoteCacheControl('1.0.0/mf-manifest.json')).toBe(NO_CACHE);
    expect(remoteCacheControl('1.0.0/remoteEntry.js')).toBe(NO_CACHE);
    expect(remoteCacheControl('1.0.0/main.js')).toBe(NO_CACHE);
    expect(remoteCacheControl('1.0.0/512.abcdef12.js')).toBe(IMMUTABLE);
    expect(remoteCacheControl('1.0.0/176.554eda07.js.LICENSE.txt')).toBe(IMMUTABLE);
    expect(remoteCacheControl('2.1.0-rc.1/static/css/app.9e1c0a4b.css')).toBe(IMMUTABLE);
    expect(remoteCacheControl('latest/app.js')).toBe(NO_CACHE);
    expect(remoteCacheControl('README.txt')).toBe(NO_CACHE);
  });
});
