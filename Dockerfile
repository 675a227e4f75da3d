# syntax=docker/dockerfile:1
# The H2 site in production (docs/deploy.md). Three stages:
#   build    Node 24 with every dependency: builds the pages, compiles the server and the
#            owner CLI (build/server/inquiries.mjs: docker compose exec "$(cat state/service-1)" node build/server/inquiries.mjs report)
#   runtime  (the default target) Node 24 slim, production dependencies only, non-root:
#            serves the pages and /api/* exactly as `npm run serve` does
#   nginx    the nginx of deploy/nginx.conf in front of runtime instances (compose.yaml)
# Checked by scripts/container.test.ts: every path, script and port named here exists and
# agrees with server/env.ts, package.json and deploy/.

FROM node:24-slim AS build
WORKDIR /app
ENV ASTRO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim AS runtime
WORKDIR /app
# The server's environment (server/env.ts validates it at start; README, "Environment").
# Defaults for a container; the rest stay unset unless the deployment sets them:
#   DATABASE_URL               PostgreSQL connection string; unset: SQLite in DATA_DIR
#   SMTP_URL                   e.g. smtps://user:pass@smtp.example.com:465; unset: .eml files
#   SALES_EMAIL                receives a notice for every inquiry
#   MAIL_FROM                  From of every message (our domain, for SPF/DKIM/DMARC)
#   SITE_ORIGIN                public origin: links in e-mails, accepted as Origin
#   RATE_LIMIT_MAX             form submissions per client per window
#   RATE_LIMIT_WINDOW_SECONDS  the rate-limit window
#   MIN_FILL_MS                a form sent faster than this after opening is possible spam
#   WEBHOOK_URL                every inquiry also POSTed here (https://)
#   WEBHOOK_SECRET             whsec_…: signs each delivery (needed for json)
#   CAL_WEBHOOK_SECRET         the scheduler's webhook secret: POST /api/bookings/cal (docs/bookings.md)
#   CALENDLY_WEBHOOK_SIGNING_KEY  Calendly's subscription signing key: POST /api/bookings/calendly
#   WEBHOOK_FORMAT             json or slack
#   ATTRIBUTION_RETENTION_DAYS days an inquiry's or sign-up's attribution is kept (then erased)
#   INQUIRY_RETENTION_DAYS     days an inquiry, its messages and deliveries are kept (then erased)
#   DELIVERED_BODY_DAYS        days a delivered message's or webhook's body is kept (then reduced)
#   VIEWS_DAILY_DAYS           days page-view counts stay daily (then rolled up into weeks)
#   VITALS_SAMPLE_RATE         share (0-1) of field Core Web Vitals beacons kept
#   TRUST_PROXY                true behind nginx: the client address from X-Forwarded-For
#   LOG_REQUESTS               one log line per request
#   HEADERS_TIMEOUT_MS         a client must send its headers within this time…
#   REQUEST_TIMEOUT_MS         …and its whole request within this one
#   MAIL_TRANSPORT             files: .eml files in DATA_DIR (production refuses no SMTP_URL without it)
#   ALERT_AFTER_SECONDS        undelivered this long after queueing raises an alert
#   ALERT_WEBHOOK_URL          the operators' Slack incoming webhook for delivery alerts
#   ALERTS                     alertmanager (Prometheus pages) or off; production refuses to
#                              start with neither it nor ALERT_WEBHOOK_URL
#   DATABASE_URL_FILE, SMTP_URL_FILE, WEBHOOK_SECRET_FILE, ALERT_WEBHOOK_URL_FILE,
#   CAL_WEBHOOK_SECRET_FILE, CALENDLY_WEBHOOK_SIGNING_KEY_FILE
#                              a file holding that secret (docker secrets), read when it is unset
#   METRICS_PORT               Prometheus metrics on their own port (never through nginx)
#   LOG_LEVEL                  lowest level of the JSON log lines
#   BACKUP_DIR                 SQLite: scheduled consistent backups written here
#   BACKUP_INTERVAL_HOURS      hours between scheduled backups
#   BACKUP_KEEP                scheduled backups kept
#   BUILD_DIR                  build time only (the build stage uses the default, build/)
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    CLIENT_DIR=/app/build/client \
    SERVE_SITE=true
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/build/server ./build/server
# SQLite (and the .eml outbox) live on a volume the unprivileged user owns.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Healthy = ready (/readyz): the database answers, the schema is current, no mail or webhook
# delivery waits past ALERT_AFTER_SECONDS. /livez is the process alone (docs/operations.md).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm run serve` runs (without npm in between, so signals reach Node itself).
CMD ["node", "--enable-source-maps", "build/server/index.mjs"]

# nginx 1.26 with ngx_brotli (Debian 13): deploy/nginx.conf needs `http2 on` and brotli_static.
FROM debian:trixie-slim AS nginx
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default
COPY --from=build /app/build/client /srv/h2/build/client
COPY --from=build /app/build/nginx-csp-map.conf /srv/h2/build/nginx-csp-map.conf
COPY deploy/ /srv/h2/deploy/
RUN ln -s /srv/h2/deploy/nginx.conf /etc/nginx/sites-enabled/h2.conf
EXPOSE 80 443
CMD ["nginx", "-g", "daemon off;"]
