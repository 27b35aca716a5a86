# RegIntel: one image for the api, enrich and ingest processes (the command picks the role).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 may build from source (embedded mode and the limiter's local store).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    REGINTEL_HOST=0.0.0.0 \
    REGINTEL_DATA_DIR=/var/lib/regintel
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY bin ./bin
COPY cli ./cli
COPY api ./api
COPY enrich ./enrich
COPY graph ./graph
COPY infra ./infra
COPY ingest ./ingest
RUN mkdir -p /var/lib/regintel && chown node:node /var/lib/regintel
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["node", "bin/regintel.js"]
CMD ["api"]
