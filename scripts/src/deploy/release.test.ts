import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { parseRuntimeConfig } from '@app/shared/platform';
import { findFreePortBlock } from '#local/free-ports';
import { LOCAL_CREDENTIALS } from '#local/layout';
import { startS3 } from '#local/s3';
import { releaseLogKey, versionOf } from './layout';
import { deployWebApp, releaseLogOf, ReleaseError, rollbackWebApp, versionsOf, writeRuntimeConfig } from './release';
import type { SiteBucket } from './site-bucket';
import { runtimeConfigOf, type WebStackOutputs } from './stack-outputs';

/** The web deploy against a real S3 API (s3rver): one app's release never touches another's files, and a rollback is one switch. */
describe('releasing a web app', () => {
  let BUCKET: string;
  let bucketCount = 0;
  let workDir: string;
  let s3Server: Awaited<ReturnType<typeof startS3>>;
  let s3: S3Client;
  let site: SiteBucket;
  let buildCount = 0;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-web-'));
    s3Server = await startS3({ port: await findFreePortBlock(1), dataDir: path.join(workDir, 's3'), bucket: 'unused' });
    s3 = new S3Client({ endpoint: s3Server.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: LOCAL_CREDENTIALS });
  });
  // Each test releases into a site bucket of its own.
  beforeEach(async () => {
    BUCKET = `programme-site-${(bucketCount += 1)}`;
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    site = { s3, bucket: BUCKET };
  });
  afterAll(async () => {
    s3.destroy();
    await s3Server.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  /** A build folder as webpack leaves it, with content-hashed names beside the files that are not. */
  function givenBuild(files: Record<string, string>): string {
    const dir = path.join(workDir, `dist-${(buildCount += 1)}`);
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }

  const remoteBuild = (app: string, release: string) =>
    givenBuild({
      'remoteEntry.js': `var mf_${app} = "${app} ${release} entry";`,
      [`405.${release}a1.js`]: `/* ${app} ${release} chunk */`,
      [`405.${release}b2.css`]: `.${app}{color:green}`,
      [`assets/logo.${release}c3.svg`]: `<svg><title>${app} ${release}</title></svg>`,
    });

  const rootBuild = (release: string) =>
    givenBuild({
      'index.html': [
        '<!doctype html><html><head><link rel="icon" href="data:,"/>',
        `<script defer="defer" src="/main.${release}d4.js"></script>`,
        `<link href="/main.${release}e5.css" rel="stylesheet">`,
        '<link rel="preload" href="/config.json" as="fetch">',
        '</head><body></body></html>',
      ].join(''),
      [`main.${release}d4.js`]: `/* root ${release} */`,
      [`main.${release}e5.css`]: 'body{margin:0}',
    });

  /** Reads an object as the edge would, over HTTP from the bucket's endpoint. */
  async function fetchFromSite(pathname: string) {
    const response = await fetch(`${s3Server.endpoint}/${BUCKET}${pathname}`);
    return {
      status: response.status,
      body: await response.text(),
      cacheControl: response.headers.get('cache-control'),
      contentType: response.headers.get('content-type'),
    };
  }

  async function importMap(): Promise<Record<string, string>> {
    return JSON.parse((await fetchFromSite('/microfrontends.json')).body) as Record<string, string>;
  }

  /** Every object under a prefix with its bytes and the metadata S3 keeps for it. */
  async function objectsUnder(prefix: string) {
    const { Contents = [] } = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    const objects: Record<string, unknown> = {};
    for (const { Key } of Contents) {
      const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key }));
      objects[Key!] = {
        body: Buffer.from(await object.Body!.transformToByteArray()).toString('base64'),
        contentType: object.ContentType,
        cacheControl: object.CacheControl,
        etag: object.ETag,
        lastModified: object.LastModified?.toISOString(),
      };
    }
    return objects;
  }

  /** The site through a client that notes the key of every write, so a test can say what a release touched. */
  function recordingWrites() {
    const written: string[] = [];
    const recording = {
      send: (command: Parameters<S3Client['send']>[0]) => {
        const reads =
          command instanceof GetObjectCommand || command instanceof HeadObjectCommand || command instanceof ListObjectsV2Command;
        if (!reads) written.push((command.input as { Key?: string }).Key ?? command.constructor.name);
        return s3.send(command);
      },
    } as unknown as S3Client;
    return { site: { s3: recording, bucket: BUCKET }, written };
  }

  async function adminFiles() {
    return { ...(await objectsUnder('mf/admin/')), ...(await objectsUnder(releaseLogKey('admin'))) };
  }

  it('deploys the student app twice without touching a byte of the admin app, switches the map, and rolls back to the old files', async () => {
    const admin = await deployWebApp(site, 'admin', remoteBuild('admin', 'a1'));
    const firstStudentBuild = remoteBuild('student', 's1');
    const first = await deployWebApp(site, 'student', firstStudentBuild);
    const adminBefore = await adminFiles();

    const release = recordingWrites();
    const second = await deployWebApp(release.site, 'student', remoteBuild('student', 's2'));

    expect(second.current).not.toBe(first.current);
    expect(release.written.filter((key) => !key.startsWith(`mf/student/${second.current}/`)).sort()).toEqual([
      'microfrontends.json',
      'releases/student.json',
    ]);
    expect(await adminFiles()).toEqual(adminBefore);
    expect(Object.keys(adminBefore)).toHaveLength(5);
    expect(await importMap()).toEqual({
      admin: `/mf/admin/${admin.current}/remoteEntry.js`,
      student: `/mf/student/${second.current}/remoteEntry.js`,
    });
    expect((await fetchFromSite((await importMap()).student!)).body).toBe('var mf_student = "student s2 entry";');

    const rollback = recordingWrites();
    const rolledBack = await rollbackWebApp(rollback.site, 'student', 'previous');

    expect(rolledBack.current).toBe(first.current);
    expect(rollback.written.sort()).toEqual(['microfrontends.json', 'releases/student.json']);
    const entry = (await importMap()).student!;
    expect(entry).toBe(`/mf/student/${first.current}/remoteEntry.js`);
    expect((await fetchFromSite(entry)).body).toBe(fs.readFileSync(path.join(firstStudentBuild, 'remoteEntry.js'), 'utf8'));
    expect((await fetchFromSite(entry.replace('remoteEntry.js', '405.s1a1.js'))).body).toBe('/* student s1 chunk */');
    expect(await adminFiles()).toEqual(adminBefore);
    expect((await importMap()).admin).toBe(`/mf/admin/${admin.current}/remoteEntry.js`);
    expect(versionsOf((await releaseLogOf(site, 'student'))!)).toEqual([first.current, second.current]);

    // And forward again, by name.
    await rollbackWebApp(site, 'student', second.current);
    expect((await importMap()).student).toBe(`/mf/student/${second.current}/remoteEntry.js`);
  });

  it('caches versioned files for a year as immutable, and the switches and /config.json for a minute', async () => {
    const student = await deployWebApp(site, 'public', remoteBuild('public', 'p1'));
    await deployWebApp(site, 'root', rootBuild('r1'));
    await writeRuntimeConfig(site, {
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_pool',
      userPoolClientId: 'client',
      apiBaseUrl: '/api',
      assetsBaseUrl: 'https://assets.example',
    });
    const prefix = `/mf/public/${student.current}`;
    const year = 'public, max-age=31536000, immutable';
    const minute = 'public, max-age=60';

    expect(await fetchFromSite(`${prefix}/remoteEntry.js`)).toMatchObject({
      cacheControl: year,
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(await fetchFromSite(`${prefix}/405.p1a1.js`)).toMatchObject({
      cacheControl: year,
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(await fetchFromSite(`${prefix}/405.p1b2.css`)).toMatchObject({ cacheControl: year, contentType: 'text/css; charset=utf-8' });
    expect(await fetchFromSite(`${prefix}/assets/logo.p1c3.svg`)).toMatchObject({ cacheControl: year, contentType: 'image/svg+xml' });
    expect(await fetchFromSite('/microfrontends.json')).toMatchObject({
      cacheControl: minute,
      contentType: 'application/json; charset=utf-8',
    });
    expect(await fetchFromSite('/index.html')).toMatchObject({ cacheControl: minute, contentType: 'text/html; charset=utf-8' });
    expect(await fetchFromSite('/config.json')).toMatchObject({ cacheControl: minute, contentType: 'application/json; charset=utf-8' });
    expect(await fetchFromSite('/releases/public.json')).toMatchObject({ cacheControl: 'no-cache' });
  });

  it('deploys the root under its own versioned prefix, points index.html at it, and rolls back by rewriting index.html', async () => {
    const first = await deployWebApp(site, 'root', rootBuild('q1'));
    const second = await deployWebApp(site, 'root', rootBuild('q2'));
    const index = (await fetchFromSite('/index.html')).body;

    expect(index).toContain(`<script defer="defer" src="/root/${second.current}/main.q2d4.js"></script>`);
    expect(index).toContain(`<link href="/root/${second.current}/main.q2e5.css" rel="stylesheet">`);
    // Names that are not files of the build stay as they are.
    expect(index).toContain('href="data:,"');
    expect(index).toContain('href="/config.json"');
    expect((await fetchFromSite(`/root/${second.current}/main.q2d4.js`)).body).toBe('/* root q2 */');

    await rollbackWebApp(site, 'root', first.current);

    const script = /src="([^"]+)"/.exec((await fetchFromSite('/index.html')).body)![1]!;
    expect(script).toBe(`/root/${first.current}/main.q1d4.js`);
    expect((await fetchFromSite(script)).body).toBe('/* root q1 */');
  });

  it("names a build by its content: the same build is the same version, and deploying it again changes no other app's entry", async () => {
    const build = remoteBuild('fundraiser', 'f1');
    const copy = remoteBuild('fundraiser', 'f1');
    const first = await deployWebApp(site, 'fundraiser', build);
    const mapBefore = await importMap();

    const again = await deployWebApp(site, 'fundraiser', copy);

    expect(again.current).toBe(first.current);
    expect(versionOf(copy)).toBe(first.current);
    expect(versionOf(remoteBuild('fundraiser', 'f2'))).not.toBe(first.current);
    expect(await importMap()).toEqual(mapBefore);
  });

  it('refuses what is not a build, an unknown version, or a rollback with nothing before it, and changes nothing', async () => {
    await deployWebApp(site, 'admin', remoteBuild('admin', 'a1'));
    const mapBefore = await importMap();
    const notABuild = givenBuild({ 'main.js': 'not a remote' });

    await expect(deployWebApp(site, 'admin', notABuild)).rejects.toThrow(
      new ReleaseError(`${notABuild} has no remoteEntry.js, so it is not a build of admin (npm run build -w @app/admin).`),
    );
    await expect(deployWebApp(site, 'admin', path.join(workDir, 'missing'))).rejects.toThrow(/does not exist: build admin first/);
    await expect(rollbackWebApp(site, 'admin', 'feedfacecafe')).rejects.toThrow(/admin has no release feedfacecafe\. Its versions: /);
    await expect(rollbackWebApp(site, 'admin', 'previous')).rejects.toThrow(/admin has had one release only/);
    await expect(rollbackWebApp(site, 'admin', (await releaseLogOf(site, 'admin'))!.current)).rejects.toThrow(/is already live/);
    expect(await importMap()).toEqual(mapBefore);
  });

  it('writes /config.json from the stack outputs, and only when they changed', async () => {
    const outputs: WebStackOutputs = {
      siteBucketName: BUCKET,
      distributionId: 'E2EXAMPLE',
      region: 'eu-central-1',
      userPoolId: 'eu-central-1_AbCdEf',
      userPoolClientId: 'webclient',
      assetsBaseUrl: 'https://d111.cloudfront.net',
      webUrl: 'https://d222.cloudfront.net',
    };

    expect(await writeRuntimeConfig(site, runtimeConfigOf(outputs))).toBe(true);
    const written = parseRuntimeConfig(JSON.parse((await fetchFromSite('/config.json')).body));
    expect(await writeRuntimeConfig(site, runtimeConfigOf(outputs))).toBe(false);

    expect(written).toEqual({
      region: 'eu-central-1',
      userPoolId: 'eu-central-1_AbCdEf',
      userPoolClientId: 'webclient',
      apiBaseUrl: '/api',
      assetsBaseUrl: 'https://d111.cloudfront.net',
    });
  });

  it('keeps a concurrent release of another app in the map: the map is written only if unchanged since it was read', async () => {
    // s3rver ignores If-Match and If-None-Match on writes, so this client applies S3's rule for conditional
    // writes itself (412 when the object changed since it was read), and releases the admin app between
    // the student deploy's read of the map and its write.
    await deployWebApp(site, 'admin', remoteBuild('admin', 'a1'));
    let raced = false;
    const racingS3 = {
      send: async (command: unknown) => {
        if (command instanceof PutObjectCommand && command.input.Key === 'microfrontends.json') {
          if (!raced) {
            raced = true;
            await deployWebApp(site, 'admin', remoteBuild('admin', 'a2'));
          }
          const { IfMatch: ifMatch, IfNoneMatch: ifNoneMatch } = command.input;
          const current = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'microfrontends.json' })).catch(() => undefined);
          if ((ifMatch && ifMatch !== current?.ETag) || (ifNoneMatch === '*' && current)) {
            throw Object.assign(new Error('At least one of the pre-conditions you specified did not hold'), {
              name: 'PreconditionFailed',
              $metadata: { httpStatusCode: 412 },
            });
          }
        }
        return s3.send(command as PutObjectCommand);
      },
    } as unknown as S3Client;

    const student = await deployWebApp({ s3: racingS3, bucket: BUCKET }, 'student', remoteBuild('student', 's7'));

    const admin = (await releaseLogOf(site, 'admin'))!;
    expect(raced).toBe(true);
    expect(versionsOf(admin)).toHaveLength(2);
    expect(await importMap()).toMatchObject({
      admin: `/mf/admin/${admin.current}/remoteEntry.js`,
      student: `/mf/student/${student.current}/remoteEntry.js`,
    });
  });
});
