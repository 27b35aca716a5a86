# Elasticsearch with the en_US hunspell dictionary the search adapter's analyzer stems with, so
# production analyses text exactly as the integration tests do.
FROM docker.elastic.co/elasticsearch/elasticsearch:8.19.2
USER root
RUN apt-get update && apt-get install -y --no-install-recommends hunspell-en-us && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /usr/share/elasticsearch/config/hunspell/en_US \
  && cp /usr/share/hunspell/en_US.aff /usr/share/hunspell/en_US.dic /usr/share/elasticsearch/config/hunspell/en_US/ \
  && chown -R elasticsearch:root /usr/share/elasticsearch/config/hunspell
USER elasticsearch
