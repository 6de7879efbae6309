// The reverse proxy of `npm run cluster`: round-robin over the server processes for pages, the
// API and the live channel's websockets (the browser client speaks websocket only, so no sticky
// sessions are needed: a reconnect may land on any process, ADR 0015).

/**
 * nginx.conf text. `dir` holds its pid file, logs and temp files; `upstreams` are the processes'
 * ports on 127.0.0.1; `user` is set when nginx starts as root (its workers would be nobody, who
 * cannot write to `dir`).
 */
export function nginxConf({ port, upstreams, dir, user }) {
  return `# Written by scripts/cluster.mjs; removed when the cluster stops.
daemon off;
${user ? `user ${user};\n` : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;

events {
  worker_connections 4096;
}

http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The server checks sizes itself (pictures, attachments) and answers 413 in its own words.
  client_max_body_size 64m;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

  upstream marketplace {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://marketplace;
      proxy_http_version 1.1;
      # The site is chosen by host name: the browser's, with its port.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # A live channel stays open for hours; its pings keep it busy well within this.
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      # A process that went away: the next one answers the same request.
      proxy_next_upstream error timeout http_502;
    }
  }
}
`;
}
