/**
 * The scanner's test bed: real servers on loopback, started with their own config and pid files in
 * a temporary directory, never the system services.
 *
 * - A test CA (openssl) and leaf certificates: good, expired, wrong name.
 * - unbound on 127.0.0.1:<free port>, validating, with authoritative auth-zones for an unsigned
 *   root (so nothing outside is ever asked) and a `test.` tree signed at start with ldns-signzone
 *   (keys from ldns-keygen), trust anchor = the DS of `test.`.
 * - A tiny DNS server (in this process) that answers REFUSED, as the name server of refused.test.
 * - nginx on one 127.x.y.z address per web profile (ports 80/443) and on [::1] for the perfect host.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomInt, X509Certificate } from 'node:crypto';
import dgram from 'node:dgram';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as dnsPacket from 'dns-packet';
import { GOOD_DMARC, GOOD_SPF, SCENARIOS, WEB_PROFILES, type Scenario, type WebProfile } from './scenarios';

const run = promisify(execFile);

export const REQUIRED_BINARIES = ['unbound', 'unbound-checkconf', 'ldns-keygen', 'ldns-signzone', 'nginx', 'openssl'] as const;

export interface Testbed {
  /** Environment for the scanner: SCAN_DNS_RESOLVER, SCAN_EXTRA_CA_FILE, SCAN_ALLOW_PRIVATE. */
  env: Record<string, string>;
  directory: string;
  addresses: Record<WebProfile, string>;
  stop(): Promise<void>;
}

function which(binary: string, searchPath: string): string | null {
  for (const dir of searchPath.split(':').filter(Boolean)) {
    const candidate = path.join(dir, binary);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** PATH plus the sbin directories (unbound and nginx live there on Debian). */
export function defaultSearchPath(): string {
  return [process.env.PATH ?? '', '/usr/sbin', '/sbin', '/usr/bin'].join(':');
}

/** Fails loudly (never skips) when a binary is missing: CI installs them (.ci/run). */
export function assertBinaries(searchPath = defaultSearchPath()): Record<(typeof REQUIRED_BINARIES)[number], string> {
  const found = {} as Record<(typeof REQUIRED_BINARIES)[number], string>;
  const missing: string[] = [];
  for (const binary of REQUIRED_BINARIES) {
    const location = which(binary, searchPath);
    if (location) found[binary] = location;
    else missing.push(binary);
  }
  if (missing.length) {
    throw new Error(
      `Scanner test bed: missing ${missing.join(', ')}. Install them with: apt-get install -y unbound ldnsutils nginx-light openssl`,
    );
  }
  return found;
}

/** The perfect host answers over IPv6 on [::1]; a machine without IPv6 loopback cannot host the test bed. */
async function assertIpv6Loopback(): Promise<void> {
  const available = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(0, '::1', () => server.close(() => resolve(true)));
  });
  if (!available) {
    throw new Error('Scanner test bed: IPv6 loopback (::1) is not available. Enable it with: sysctl -w net.ipv6.conf.lo.disable_ipv6=0');
  }
}

async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const udpFree = await new Promise<boolean>((resolve) => {
      const socket = dgram.createSocket('udp4');
      socket.once('error', () => resolve(false));
      socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
    });
    if (port && udpFree) return port;
  }
  throw new Error('Scanner test bed: no free port for unbound');
}

// ---------------------------------------------------------------- certificates

async function openssl(dir: string, args: string[]): Promise<void> {
  try {
    await run('openssl', args, { cwd: dir });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`openssl ${args[0]} failed: ${stderr || String(error)}`);
  }
}

interface Certificates {
  caFile: string;
  good: { cert: string; key: string };
  expired: { cert: string; key: string };
  wrongname: { cert: string; key: string };
  goodSpkiSha256: string;
}

async function makeCertificates(dir: string, names: string[]): Promise<Certificates> {
  const ca = path.join(dir, 'ca');
  mkdirSync(path.join(ca, 'new'), { recursive: true });
  writeFileSync(path.join(ca, 'index.txt'), '');
  writeFileSync(path.join(ca, 'serial'), `${randomInt(0x1000, 0xffff).toString(16)}\n`);
  writeFileSync(
    path.join(ca, 'ca.cnf'),
    [
      '[ ca ]',
      'default_ca = test_ca',
      '[ test_ca ]',
      `dir = ${ca}`,
      'database = $dir/index.txt',
      'new_certs_dir = $dir/new',
      'serial = $dir/serial',
      'certificate = $dir/ca.pem',
      'private_key = $dir/ca.key',
      'default_md = sha256',
      'policy = any',
      'unique_subject = no',
      'email_in_dn = no',
      '[ any ]',
      'commonName = supplied',
      '',
    ].join('\n'),
  );
  await openssl(ca, [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes',
    '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '30', '-subj', '/CN=Scanner Test Bed CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  const now = new Date();
  const stamp = (date: Date) => `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
  const leaf = async (name: string, sans: string[], start: Date, end: Date) => {
    writeFileSync(
      path.join(ca, `${name}.ext`),
      `basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=${sans.map((san) => `DNS:${san}`).join(',')}\n`,
    );
    await openssl(ca, [
      'req', '-new', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes',
      '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${sans[0]}`,
    ]);
    await openssl(ca, [
      'ca', '-batch', '-config', 'ca.cnf', '-notext', '-in', `${name}.csr`, '-out', `${name}.crt`,
      '-startdate', stamp(start), '-enddate', stamp(end), '-extfile', `${name}.ext`,
    ]);
    // nginx wants the chain: leaf then CA.
    writeFileSync(path.join(ca, `${name}.chain.pem`), readFileSync(path.join(ca, `${name}.crt`), 'utf8') + readFileSync(path.join(ca, 'ca.pem'), 'utf8'));
    return { cert: path.join(ca, `${name}.chain.pem`), key: path.join(ca, `${name}.key`) };
  };
  const day = 86_400_000;
  const good = await leaf('good', names, new Date(now.getTime() - day), new Date(now.getTime() + 30 * day));
  const expired = await leaf('expired', names, new Date(now.getTime() - 400 * day), new Date(now.getTime() - 35 * day));
  const wrongname = await leaf('wrongname', ['other.test'], new Date(now.getTime() - day), new Date(now.getTime() + 30 * day));
  const spki = new X509Certificate(readFileSync(path.join(ca, 'good.crt'))).publicKey.export({ type: 'spki', format: 'der' });
  return {
    caFile: path.join(ca, 'ca.pem'),
    good,
    expired,
    wrongname,
    goodSpkiSha256: createHash('sha256').update(spki).digest('hex'),
  };
}

// ---------------------------------------------------------------- DNS zones

interface ZoneKey {
  base: string;
  ds: string;
  key: string;
}

async function keygen(dir: string, zone: string): Promise<ZoneKey> {
  const { stdout } = await run('ldns-keygen', ['-a', 'ECDSAP256SHA256', '-k', zone], { cwd: dir });
  const base = stdout.trim().split('\n').pop()?.trim() ?? '';
  if (!base) throw new Error(`ldns-keygen printed no key name for ${zone}`);
  return {
    base: path.join(dir, base),
    ds: readFileSync(path.join(dir, `${base}.ds`), 'utf8').trim(),
    key: readFileSync(path.join(dir, `${base}.key`), 'utf8').trim(),
  };
}

function ldnsDate(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

async function sign(dir: string, zoneFile: string, key: ZoneKey, expired = false): Promise<string> {
  const args = ['-f', `${zoneFile}.signed`];
  if (expired) {
    const now = Date.now();
    args.push('-i', ldnsDate(new Date(now - 60 * 86_400_000)), '-e', ldnsDate(new Date(now - 30 * 86_400_000)));
  }
  try {
    await run('ldns-signzone', [...args, zoneFile, key.base], { cwd: dir });
  } catch (error) {
    throw new Error(`ldns-signzone ${zoneFile} failed: ${(error as { stderr?: string }).stderr ?? String(error)}`);
  }
  return `${zoneFile}.signed`;
}

const soa = (origin: string) => `@ IN SOA ns.${origin} hostmaster.${origin} 1 3600 900 604800 300\n@ IN NS ns.${origin}\nns IN A 127.0.0.1\n`;

function quoteTxt(value: string): string {
  // Split into 255-byte character strings.
  const parts = value.match(/.{1,255}/g) ?? [''];
  return parts.map((part) => `"${part.replace(/"/g, '\\"')}"`).join(' ');
}

/** Records of a scenario host, relative to `label` ('@' inside its own zone, else the host label). */
function hostRecords(scenario: Scenario, label: string, address: string, certs: Certificates): string {
  const at = (suffix: string) => (label === '@' ? suffix || '@' : suffix ? `${suffix}.${label}` : label);
  const lines = [`${at('')} IN A ${address}`];
  if (scenario.aaaa) lines.push(`${at('')} IN AAAA ::1`);
  const spf = scenario.email?.spf === undefined ? GOOD_SPF : scenario.email.spf;
  if (spf) lines.push(`${at('')} IN TXT ${quoteTxt(spf)}`);
  const dmarc = scenario.email?.dmarc === undefined ? GOOD_DMARC : scenario.email.dmarc;
  if (dmarc) lines.push(`${at('_dmarc')} IN TXT ${quoteTxt(dmarc)}`);
  if (scenario.email?.dkim !== false) {
    lines.push(`${at('sel1._domainkey')} IN TXT ${quoteTxt('v=DKIM1; k=ed25519; p=11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=')}`);
  }
  if (scenario.tlsa) {
    const data = scenario.tlsa === 'good' ? certs.goodSpkiSha256 : '00'.repeat(32);
    lines.push(`${at('_443._tcp')} IN TLSA 3 1 1 ${data}`);
  }
  return `${lines.join('\n')}\n`;
}

interface Zones {
  trustAnchorFile: string;
  authZones: Array<{ name: string; file: string }>;
}

async function makeZones(dir: string, addresses: Record<WebProfile, string>, certs: Certificates): Promise<Zones> {
  const zdir = path.join(dir, 'zones');
  mkdirSync(zdir, { recursive: true });
  const testKey = await keygen(zdir, 'test.');
  const authZones: Zones['authZones'] = [];

  // Unsigned root: delegates test. and answers NXDOMAIN for everything else, so no outside query.
  const root = path.join(zdir, 'root.zone');
  writeFileSync(root, `$ORIGIN .\n$TTL 300\n. IN SOA ns.test. hostmaster.test. 1 3600 900 604800 300\n. IN NS ns.test.\ntest. IN NS ns.test.\nns.test. IN A 127.0.0.1\n`);
  authZones.push({ name: '.', file: root });

  let parent = `$ORIGIN test.\n$TTL 300\n${soa('test.')}${testKey.key}\n`;
  // The include target used by GOOD_SPF.
  parent += `_spf IN TXT ${quoteTxt('v=spf1 ip4:198.51.100.0/24 -all')}\n`;
  // refused.test: delegated (insecurely) to a name server that answers REFUSED.
  parent += `refused IN NS ns.refused.test.\nns.refused IN A 127.0.0.1\n`;

  for (const scenario of SCENARIOS) {
    const label = scenario.host.replace(/\.test$/, '');
    const address = addresses[scenario.web];
    if (scenario.zone === 'parent') {
      parent += hostRecords(scenario, label, address, certs);
      continue;
    }
    const origin = `${scenario.host}.`;
    const file = path.join(zdir, `${scenario.host}.zone`);
    let body = `$ORIGIN ${origin}\n$TTL 300\n${soa(origin)}${hostRecords(scenario, '@', address, certs)}`;
    // www.<host>: no _dmarc of its own, so DMARC falls back to the organisational domain.
    body += `www IN A ${address}\n`;
    parent += `${label} IN NS ns.${origin}\nns.${label} IN A 127.0.0.1\n`;
    if (scenario.zone === 'unsigned-child') {
      writeFileSync(file, body);
      authZones.push({ name: origin, file });
      continue;
    }
    const key = await keygen(zdir, origin);
    writeFileSync(file, `${body}${key.key}\n`);
    const signed = await sign(zdir, file, key, scenario.zone === 'expired-signatures');
    authZones.push({ name: origin, file: signed });
    if (scenario.zone === 'ds-mismatch') {
      // The parent publishes the DS of a key the child never uses.
      const other = await keygen(zdir, origin);
      parent += `${other.ds}\n`;
    } else {
      parent += `${key.ds}\n`;
    }
  }
  const parentFile = path.join(zdir, 'test.zone');
  writeFileSync(parentFile, parent);
  authZones.push({ name: 'test.', file: await sign(zdir, parentFile, testKey) });
  const trustAnchorFile = path.join(zdir, 'test.anchor');
  writeFileSync(trustAnchorFile, `${testKey.ds}\n`);
  return { trustAnchorFile, authZones };
}

// ---------------------------------------------------------------- REFUSED name server

async function startRefusingServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const refuse = (query: Buffer): Buffer | null => {
    try {
      const packet = dnsPacket.decode(query);
      return dnsPacket.encode({
        type: 'response',
        id: packet.id,
        flags: 5 /* REFUSED rcode */,
        questions: packet.questions,
      });
    } catch {
      return null;
    }
  };
  const tcp = net.createServer((socket) => {
    let buffered = Buffer.alloc(0);
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (buffered.length < 2) return;
      const length = buffered.readUInt16BE(0);
      if (buffered.length < 2 + length) return;
      const answer = refuse(buffered.subarray(2, 2 + length));
      if (answer) {
        const prefix = Buffer.alloc(2);
        prefix.writeUInt16BE(answer.length);
        socket.end(Buffer.concat([prefix, answer]));
      } else socket.destroy();
    });
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const address = tcp.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const udp = dgram.createSocket('udp4');
  udp.on('message', (message, remote) => {
    const answer = refuse(message);
    if (answer) udp.send(answer, remote.port, remote.address);
  });
  await new Promise<void>((resolve, reject) => {
    udp.once('error', reject);
    udp.bind(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        udp.close(() => tcp.close(() => resolve()));
      }),
  };
}

// ---------------------------------------------------------------- unbound

function unboundConfig(dir: string, port: number, zones: Zones, refusedPort: number): string {
  const lines = [
    'server:',
    `  interface: 127.0.0.1@${port}`,
    `  port: ${port}`,
    '  do-daemonize: no',
    '  username: ""',
    '  chroot: ""',
    `  directory: "${dir}"`,
    `  pidfile: "${path.join(dir, 'unbound.pid')}"`,
    '  use-syslog: no',
    '  logfile: ""',
    '  verbosity: 0',
    '  do-ip6: no',
    '  num-threads: 1',
    '  access-control: 127.0.0.0/8 allow',
    '  module-config: "validator iterator"',
    `  trust-anchor-file: "${zones.trustAnchorFile}"`,
    '  local-zone: "test." nodefault',
    '  do-not-query-localhost: no',
    '  qname-minimisation: no',
    '  aggressive-nsec: no',
    '  val-log-level: 1',
    '  cache-max-ttl: 1',
    '  cache-max-negative-ttl: 1',
    '  infra-host-ttl: 1',
    '  serve-expired: no',
    'remote-control:',
    '  control-enable: no',
    'stub-zone:',
    '  name: "refused.test."',
    `  stub-addr: 127.0.0.1@${refusedPort}`,
  ];
  for (const zone of zones.authZones) {
    lines.push('auth-zone:', `  name: "${zone.name}"`, `  zonefile: "${zone.file}"`, '  for-downstream: no', '  for-upstream: yes', '  fallback-enabled: no');
  }
  return `${lines.join('\n')}\n`;
}

async function dnsReady(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const answered = await new Promise<boolean>((resolve) => {
      const socket = dgram.createSocket('udp4');
      const timer = setTimeout(() => {
        socket.close();
        resolve(false);
      }, 300);
      socket.on('message', () => {
        clearTimeout(timer);
        socket.close();
        resolve(true);
      });
      socket.on('error', () => {
        clearTimeout(timer);
        resolve(false);
      });
      socket.send(dnsPacket.encode({ type: 'query', id: 1, flags: dnsPacket.RECURSION_DESIRED, questions: [{ type: 'SOA', name: 'test' }] }), port, '127.0.0.1');
    });
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Scanner test bed: unbound did not answer in time');
}

// ---------------------------------------------------------------- nginx

const GOOD_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

interface ProfileConfig {
  https: boolean;
  cert: 'good' | 'expired' | 'wrongname';
  protocols: string;
  headers: Record<string, string>;
}

function profileConfig(profile: WebProfile): ProfileConfig {
  const base: ProfileConfig = { https: true, cert: 'good', protocols: 'TLSv1.2 TLSv1.3', headers: { ...GOOD_HEADERS } };
  const without = (name: string) => {
    const headers = { ...GOOD_HEADERS };
    delete headers[name];
    return { ...base, headers };
  };
  switch (profile) {
    case 'good':
      return base;
    case 'nohttps':
      return { ...base, https: false };
    case 'expired':
      return { ...base, cert: 'expired' };
    case 'wrongname':
      return { ...base, cert: 'wrongname' };
    case 'tls10':
      return { ...base, protocols: 'TLSv1 TLSv1.2 TLSv1.3' };
    case 'nohsts':
      return without('Strict-Transport-Security');
    case 'shorthsts':
      return { ...base, headers: { ...GOOD_HEADERS, 'Strict-Transport-Security': 'max-age=86400' } };
    case 'noxfo':
      return without('X-Frame-Options');
    case 'noxcto':
      return without('X-Content-Type-Options');
    case 'nocsp':
      return without('Content-Security-Policy');
    case 'noreferrer':
      return without('Referrer-Policy');
    case 'unsafecsp':
      return { ...base, headers: { ...GOOD_HEADERS, 'Content-Security-Policy': "default-src 'self' 'unsafe-inline'; frame-ancestors 'none'" } };
  }
}

function nginxConfig(dir: string, addresses: Record<WebProfile, string>, certs: Certificates): string {
  const www = path.join(dir, 'www');
  const out: string[] = [
    'daemon off;',
    'master_process off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${path.join(dir, 'tmp', 'body')};`,
    `  proxy_temp_path ${path.join(dir, 'tmp', 'proxy')};`,
    `  fastcgi_temp_path ${path.join(dir, 'tmp', 'fastcgi')};`,
    `  uwsgi_temp_path ${path.join(dir, 'tmp', 'uwsgi')};`,
    `  scgi_temp_path ${path.join(dir, 'tmp', 'scgi')};`,
    '  default_type text/html;',
    '  server_tokens off;',
    '  gzip on;',
    '  gzip_min_length 1;',
  ];
  for (const profile of WEB_PROFILES) {
    const config = profileConfig(profile);
    const address = addresses[profile];
    const listens = profile === 'good' ? [address, '[::1]'] : [address];
    out.push('  server {');
    for (const listen of listens) out.push(`    listen ${listen}:80;`);
    out.push('    server_name _;');
    if (config.https) out.push('    location / { return 301 https://$host$request_uri; }');
    else {
      out.push(`    root ${www};`);
      for (const [name, value] of Object.entries(config.headers)) out.push(`    add_header ${name} "${value}" always;`);
    }
    out.push('  }');
    if (!config.https) continue;
    const cert = certs[config.cert];
    out.push('  server {');
    for (const listen of listens) out.push(`    listen ${listen}:443 ssl;`);
    out.push(
      '    server_name _;',
      `    ssl_certificate ${cert.cert};`,
      `    ssl_certificate_key ${cert.key};`,
      `    ssl_protocols ${config.protocols};`,
      '    ssl_ciphers DEFAULT:@SECLEVEL=0;',
      `    root ${www};`,
    );
    for (const [name, value] of Object.entries(config.headers)) out.push(`    add_header ${name} "${value}" always;`);
    out.push('  }');
  }
  out.push('}');
  return `${out.join('\n')}\n`;
}

async function portOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(300, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

// ---------------------------------------------------------------- start / stop

function spawnLogged(command: string, args: string[], log: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return child;
}

async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startTestbed(): Promise<Testbed> {
  const binaries = assertBinaries();
  await assertIpv6Loopback();
  const directory = mkdtempSync(path.join(os.tmpdir(), 'scanner-testbed-'));
  chmodSync(directory, 0o755);
  // One random 127.a.b.0/24 per run, so parallel runs and other loopback servers do not collide.
  const a = randomInt(100, 250);
  const b = randomInt(1, 250);
  const addresses = Object.fromEntries(WEB_PROFILES.map((profile, index) => [profile, `127.${a}.${b}.${index + 10}`])) as Record<WebProfile, string>;
  const logs: string[] = [];
  let unbound: ChildProcess | undefined;
  let nginx: ChildProcess | undefined;
  let refusing: Awaited<ReturnType<typeof startRefusingServer>> | undefined;
  // If this process dies without stop(), do not leave the servers running.
  const killOnExit = () => {
    nginx?.kill('SIGKILL');
    unbound?.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await Promise.all([stopChild(nginx), stopChild(unbound), refusing?.close()]);
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    const names = SCENARIOS.flatMap((scenario) => [scenario.host, `www.${scenario.host}`]);
    const certs = await makeCertificates(directory, names);
    const zones = await makeZones(directory, addresses, certs);
    refusing = await startRefusingServer();

    const port = await freePort();
    const unboundConf = path.join(directory, 'unbound.conf');
    writeFileSync(unboundConf, unboundConfig(directory, port, zones, refusing.port));
    await run(binaries['unbound-checkconf'], [unboundConf]).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`unbound-checkconf: ${error.stdout ?? ''}${error.stderr ?? ''}`);
    });
    unbound = spawnLogged(binaries.unbound, ['-d', '-c', unboundConf], logs);

    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(directory, 'tmp', sub), { recursive: true });
    mkdirSync(path.join(directory, 'www'), { recursive: true });
    writeFileSync(path.join(directory, 'www', 'index.html'), `<!doctype html><html lang="en"><head><title>Test bed</title></head><body>${'<p>Scanner test bed page.</p>'.repeat(40)}</body></html>\n`);
    const nginxConf = path.join(directory, 'nginx.conf');
    writeFileSync(nginxConf, nginxConfig(directory, addresses, certs));
    nginx = spawnLogged(binaries.nginx, ['-p', directory, '-c', nginxConf, '-e', path.join(directory, 'nginx-error.log')], logs);

    const deadline = Date.now() + 10_000;
    await dnsReady(port, deadline);
    while (!(await portOpen(addresses.good, 443)) || !(await portOpen('::1', 443))) {
      if (nginx.exitCode !== null || Date.now() > deadline) {
        let errorLog = '';
        try {
          errorLog = readFileSync(path.join(directory, 'nginx-error.log'), 'utf8');
        } catch {
          // no log written
        }
        throw new Error(`Scanner test bed: nginx did not start (ports 80/443 on ${addresses.good} and [::1] must be free; root or CAP_NET_BIND_SERVICE is needed).\n${errorLog}${logs.join('')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return {
      env: { SCAN_DNS_RESOLVER: `127.0.0.1:${port}`, SCAN_EXTRA_CA_FILE: certs.caFile, SCAN_ALLOW_PRIVATE: '1' },
      directory,
      addresses,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
