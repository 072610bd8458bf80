// A burst of enquiries through the edge's Function into Strapi, on loopback, then a count of what
// Strapi holds: none lost (every key the Function confirmed is stored), none doubled (no key
// twice), and the rate limit holding (no client got more confirmed than its limit allows).
// Run by `node scripts/harness/cms-e2e.mjs --load-enquiries` (not part of npm test): bounded in time and
// count, every request to 127.0.0.1.
import { randomUUID } from 'node:crypto';
import { signInAsTestAdmin } from '../harness/strapi-env.mjs';

const ANSWERS = {
  lastName: 'Load',
  email: 'load@example.com',
  phoneNumber: '312 555 0100',
  businessSituation: 'I need more traffic and leads',
  otherBusinessSituation: '',
  goals: ['Run paid ads (PPC)'],
  hasWebsite: 'No',
  websiteUrl: '',
  budget: '$5,000+',
  timeframe: 'ASAP',
  notes: '',
};

/**
 * @param {{ edgeUrl: string, strapiUrl: string, connections?: number, seconds?: number, clients?: number, limit: { requests: number, seconds: number } }} options
 */
export async function loadEnquiries({ edgeUrl, strapiUrl, connections = 20, seconds = 30, clients = 5, limit }) {
  const run = Date.now().toString(36);
  const confirmed = new Map(); // key -> client
  const counts = {};
  const latencies = [];
  /** Confirmed requests per client and rate-limit window, by the time each was sent. */
  const admitted = new Map();
  const until = Date.now() + seconds * 1000;
  let sent = 0;
  const maxRequests = 50_000;

  async function one() {
    while (Date.now() < until && sent < maxRequests) {
      sent += 1;
      const client = `198.18.0.${(sent % clients) + 1}`;
      const key = randomUUID();
      const body = JSON.stringify({
        key,
        page: '/contact',
        fillMs: 30_000,
        company: '',
        emailOutcome: 'pending',
        emailError: '',
        answers: { ...ANSWERS, firstName: `Load${run}` },
      });
      // Each enquiry is sent twice, as the wizard does (stored, then its e-mail's outcome): the second must not double it.
      for (const emailOutcome of ['pending', 'sent']) {
        const t0 = performance.now();
        const window = Math.floor(Date.now() / 1000 / limit.seconds);
        let status;
        try {
          const res = await fetch(`${edgeUrl}/api/enquiries`, {
            method: 'POST',
            headers: { Origin: edgeUrl, 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
            body: emailOutcome === 'pending' ? body : body.replace('"emailOutcome":"pending"', '"emailOutcome":"sent"'),
          });
          status = res.status;
          await res.arrayBuffer();
        } catch {
          status = -1;
        }
        latencies.push(performance.now() - t0);
        counts[status] = (counts[status] ?? 0) + 1;
        if (status === 201 || status === 200) {
          confirmed.set(key, client);
          admitted.set(`${client}@${window}`, (admitted.get(`${client}@${window}`) ?? 0) + 1);
        }
      }
    }
  }
  const t0 = Date.now();
  await Promise.all(Array.from({ length: connections }, () => one()));
  const elapsed = (Date.now() - t0) / 1000;

  const stored = await storedKeys(strapiUrl, `Load${run}`);
  const distinct = new Set(stored);
  const lost = [...confirmed.keys()].filter((k) => !distinct.has(k));
  const doubled = stored.length - distinct.size;
  // A request sent in the last instant of a window may be counted by the edge in the next: one over is that, not a breach.
  const mostAdmitted = Math.max(0, ...admitted.values());
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(0);
  return {
    requests: latencies.length,
    seconds: Number(elapsed.toFixed(1)),
    perSecond: Number((latencies.length / elapsed).toFixed(1)),
    statuses: counts,
    enquiriesConfirmed: confirmed.size,
    stored: stored.length,
    lost: lost.length,
    doubled,
    limit: `${limit.requests} requests / ${limit.seconds} s per client, ${clients} clients`,
    mostAdmittedInOneWindow: mostAdmitted,
    latencyMs: { p50: pct(50), p95: pct(95), p99: pct(99) },
    /** None lost, none doubled, and no client let through beyond its limit. */
    held: lost.length === 0 && doubled === 0 && mostAdmitted <= limit.requests + 1,
  };
}

/** Every submission key stored under this run's first name, read as the administrator does. */
async function storedKeys(strapiUrl, firstName) {
  const token = await signInAsTestAdmin(strapiUrl);
  const keys = [];
  for (let page = 1; ; page++) {
    const res = await fetch(
      `${strapiUrl}/content-manager/collection-types/api::enquiry.enquiry?filters[$and][0][firstName][$eq]=${firstName}&page=${page}&pageSize=100&fields[0]=submissionKey`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const body = await res.json();
    keys.push(...body.results.map((r) => r.submissionKey));
    if (page >= body.pagination.pageCount) return keys;
  }
}
