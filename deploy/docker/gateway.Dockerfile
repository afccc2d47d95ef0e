# syntax=docker/dockerfile:1
# Gateway image: the web build + nginx rendering gateway/nginx.conf.template at
# container start. Build context: the repository root.
#   docker build -f deploy/docker/gateway.Dockerfile -t bakery/gateway .

# ---- web build --------------------------------------------------------------------
FROM node:20-bookworm-slim AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web/ ./
RUN npm run build

# ---- nginx ------------------------------------------------------------------------
# The official image's entrypoint renders /etc/nginx/templates/*.template with
# envsubst at start. Two settings make it produce OUR main config:
#   NGINX_ENVSUBST_OUTPUT_DIR=/etc/nginx  -> templates/nginx.conf.template becomes
#                                            /etc/nginx/nginx.conf
#   NGINX_ENVSUBST_FILTER                 -> only these exact names are substituted;
#                                            nginx's $lower_case variables (and any
#                                            other environment variable) are left alone.
# The ENV values below are the in-container defaults; override them at run time.
# The master runs as root (the official image's model) and drops its workers to
# the unprivileged "nginx" user; it opens the logs (/dev/stdout) and chowns the
# temp dirs under RUNTIME_DIR before doing so.
# GATEWAY_HOST=0.0.0.0: inside its container the gateway listens on every interface (what is
# reachable from outside is the port mapping's business); `make run` listens on 127.0.0.1.
# PUBLIC_URL: the shop's public address; its websocket origin (PUBLIC_WS_ORIGIN, made by
# gateway-public-ws-origin.envsh) is the only one the CSP's connect-src names besides 'self', and
# its origin (PUBLIC_ORIGIN, made there too) is the address robots.txt and sitemap.xml name.
# REALTIME_ADDR: user-service's real-time process, which takes the websocket (unset: USER_SERVICE_ADDR,
# made by gateway-realtime-addr.envsh).
# STRIPE_PUBLISHABLE_KEY (real keys) or STRIPE_API_BASE (localstripe): the CSP then allows Stripe.js's
# origins (STRIPE_*_SRC, made by gateway-stripe-csp.envsh); unset, card payment's origins stay out.
FROM nginx:1.27-alpine
ENV GATEWAY_HOST=0.0.0.0 \
    GATEWAY_PORT=8080 \
    USER_SERVICE_ADDR=user-service:8000 \
    ADMIN_SERVICE_ADDR=admin-service:8000 \
    DNS_RESOLVER=auto \
    WEB_ROOT=/usr/share/nginx/html \
    MEDIA_ROOT=/srv/media \
    RUNTIME_DIR=/var/cache/nginx/bakery \
    MAX_UPLOAD_SIZE=10m \
    PUBLIC_URL=http://localhost:8080 \
    NGINX_ENVSUBST_TEMPLATE_DIR=/etc/nginx/templates \
    NGINX_ENVSUBST_OUTPUT_DIR=/etc/nginx \
    NGINX_ENVSUBST_FILTER=^(GATEWAY_HOST|GATEWAY_PORT|USER_SERVICE_ADDR|REALTIME_ADDR|ADMIN_SERVICE_ADDR|DNS_RESOLVER|WEB_ROOT|MEDIA_ROOT|RUNTIME_DIR|MAX_UPLOAD_SIZE|PUBLIC_WS_ORIGIN|PUBLIC_ORIGIN|STRIPE_SCRIPT_SRC|STRIPE_CONNECT_SRC|STRIPE_FRAME_SRC)\$
RUN set -eux; \
    rm -f /etc/nginx/conf.d/default.conf; \
    rm -rf /usr/share/nginx/html/*; \
    mkdir -p /etc/nginx/templates /etc/nginx/includes "$MEDIA_ROOT" "$RUNTIME_DIR"
COPY gateway/nginx.conf.template /etc/nginx/templates/nginx.conf.template
# Includes are static (no placeholders); the rendered nginx.conf includes them
# relative to its own directory.
COPY gateway/includes/ /etc/nginx/includes/
COPY deploy/docker/gateway-realtime-addr.envsh /docker-entrypoint.d/15-bakery-realtime-addr.envsh
COPY deploy/docker/gateway-dns-resolver.envsh /docker-entrypoint.d/16-bakery-dns-resolver.envsh
COPY deploy/docker/gateway-public-ws-origin.envsh /docker-entrypoint.d/17-bakery-public-ws-origin.envsh
COPY deploy/docker/gateway-stripe-csp.envsh /docker-entrypoint.d/18-bakery-stripe-csp.envsh
RUN chmod 0755 /docker-entrypoint.d/15-bakery-realtime-addr.envsh /docker-entrypoint.d/16-bakery-dns-resolver.envsh /docker-entrypoint.d/17-bakery-public-ws-origin.envsh \
    /docker-entrypoint.d/18-bakery-stripe-csp.envsh
COPY --from=web /src/web/dist/ /usr/share/nginx/html/
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${GATEWAY_PORT}/healthz" || exit 1
# ENTRYPOINT /docker-entrypoint.sh and CMD ["nginx", "-g", "daemon off;"] come
# from the base image (the template sets no "daemon" directive on purpose).
