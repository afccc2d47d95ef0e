# syntax=docker/dockerfile:1
# user-service image. Build context: the repository root.
#   docker build -f deploy/docker/user-service.Dockerfile -t bakery/user-service .

# ---- build: a virtualenv with the shared package and the service -------------
FROM python:3.11-slim AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
RUN python -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH
WORKDIR /src
COPY services/shared/ services/shared/
COPY services/user-service/ services/user-service/
# Non-editable installs: the runtime stage carries only /opt/venv, no sources.
RUN pip install ./services/shared ./services/user-service

# ---- runtime ------------------------------------------------------------------
FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PATH=/opt/venv/bin:$PATH \
    ENVIRONMENT=production
RUN groupadd --system --gid 10001 bakery \
 && useradd --system --uid 10001 --gid bakery --home-dir /app --shell /usr/sbin/nologin bakery \
 && mkdir -p /app && chown bakery:bakery /app
COPY --from=build /opt/venv /opt/venv
WORKDIR /app
USER 10001:10001
EXPOSE 8000
# /healthz only says the process answers (no DB/Redis): a database outage must
# not make Docker restart every replica. Readiness (/readyz) is for routers.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/user-service/healthz', timeout=2)"]
# One process per container; scale with replicas. --proxy-headers trusts the
# gateway's X-Forwarded-For/-Proto (only the gateway can reach this port).
CMD ["uvicorn", "user_service.main:app", "--host", "0.0.0.0", "--port", "8000", "--proxy-headers", "--forwarded-allow-ips", "*"]
