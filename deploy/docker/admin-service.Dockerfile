# syntax=docker/dockerfile:1
# admin-service image. Build context: the repository root.
#   docker build -f deploy/docker/admin-service.Dockerfile -t bakery/admin-service .
# The same image runs the one-off migration + first admin (docker compose "migrate",
# the Kubernetes Job) with the command:  sh -c "bakery-migrate && bakery-first-admin"

# ---- build: a virtualenv with the shared package and the service -------------
FROM python:3.11-slim AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
RUN python -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH
WORKDIR /src
COPY services/shared/ services/shared/
COPY services/admin-service/ services/admin-service/
# Non-editable installs: the runtime stage carries only /opt/venv, no sources.
RUN pip install ./services/shared ./services/admin-service

# ---- runtime ------------------------------------------------------------------
FROM python:3.11-slim
# WEB_CONCURRENCY: uvicorn's worker processes (each runs the app's lifespan and background tasks,
# which are safe side by side). Unset, one per CPU the container may run on (nproc, see CMD). A CPU
# quota (docker --cpus, a k8s limit) does not shrink what nproc sees: set it to the quota then.
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PATH=/opt/venv/bin:$PATH \
    ENVIRONMENT=production \
    FORWARDED_ALLOW_IPS=127.0.0.1 \
    MEDIA_ROOT=/srv/media
RUN groupadd --system --gid 10001 bakery \
 && useradd --system --uid 10001 --gid bakery --home-dir /app --shell /usr/sbin/nologin bakery \
 && mkdir -p /app "$MEDIA_ROOT" && chown bakery:bakery /app "$MEDIA_ROOT"
# Uploaded images: mount a volume here (compose: the "media" volume; k8s: the
# media PVC). An empty named volume takes this directory's owner (bakery), so
# the service can write it; the gateway reads it (files are created
# world-readable with the default umask 022).
COPY --from=build /opt/venv /opt/venv
WORKDIR /app
USER 10001:10001
EXPOSE 8000
# /healthz only says the process answers (no DB/Redis): a database outage must
# not make Docker restart every replica. Readiness (/readyz) is for routers.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/admin-service/healthz', timeout=2)"]
# --proxy-headers takes X-Forwarded-For/-Proto only from the addresses in FORWARDED_ALLOW_IPS
# (uvicorn reads the variable itself; see user-service.Dockerfile). The app is built by its factory.
CMD ["sh", "-c", "exec uvicorn --factory admin_service.main:create_app --workers \"${WEB_CONCURRENCY:-$(nproc)}\" --host 0.0.0.0 --port 8000 --proxy-headers"]
