import http from 'node:http';
import https from 'node:https';

/** What makes two requests' connections interchangeable. */
export interface ConnectionKey {
  tls: boolean;
  hostname: string;
  port: number;
  /** The addresses the guard checked for this request, the only ones its connections go to. */
  addresses: readonly string[];
  rejectUnauthorized: boolean;
}

/** Agents kept at most; the least recently used one is closed beyond that. */
const MAX_AGENTS = 128;
/** An idle connection is closed after this long (receivers commonly keep them 5 s). */
const IDLE_SOCKET_MS = 4000;

/**
 * Keep-alive connections for outbound requests, pooled per checked destination: an agent is keyed
 * on the addresses the guard allowed (and the name, port and TLS verification), so a connection is
 * only ever reused for a request whose check allowed the address it was opened to — a name that now
 * resolves elsewhere gets another agent, never an old connection.
 */
export class OutboundConnections {
  private readonly agents = new Map<string, http.Agent>();

  agentFor(key: ConnectionKey): http.Agent {
    const id = JSON.stringify([
      key.tls,
      key.hostname,
      key.port,
      [...key.addresses].sort(),
      key.rejectUnauthorized,
    ]);
    let agent = this.agents.get(id);
    if (agent) {
      this.agents.delete(id);
    } else {
      const options = { keepAlive: true, timeout: IDLE_SOCKET_MS, maxFreeSockets: 32 };
      agent = key.tls ? new https.Agent(options) : new http.Agent(options);
      this.evictBeyond(MAX_AGENTS - 1);
    }
    this.agents.set(id, agent);
    return agent;
  }

  /** Closes every pooled connection (shutdown, tests). */
  closeAll(): void {
    this.evictBeyond(0);
  }

  private evictBeyond(limit: number): void {
    for (const [id, agent] of this.agents) {
      if (this.agents.size <= limit) return;
      this.agents.delete(id);
      agent.destroy();
    }
  }
}

/** The process's pool (outbound requests have no per-app state). */
export const outboundConnections = new OutboundConnections();
