// Generated from docs/openapi.json by `npm run openapi:write` (openapi-typescript); do not edit.
export interface paths {
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health: a check per backend and data freshness per source
         * @description **Access:** public, no API key needed.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: 200 when the stores answer and the first enrichment catch-up is done, else 503 with what is missing
         * @description **Access:** public, no API key needed.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly quota and usage of the calling tenant
         * @description **Access:** requires an API key on any plan (Free or higher).
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/observations/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Semantic search over FDA Form 483 observations, with filters
         * @description Hybrid lexical and semantic ranking; results most similar first, each with similarity, relevance and confidence. A question asked again is answered from the ranking cache until the observation index changes; send `Cache-Control: no-cache` to rank afresh.
         *
         *     **Access:** requires Starter or higher.
         */
        post: operations["searchObservations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/observations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Form 483 observations with filters
         * @description Filters by facility, CFR section, category, classification, product type, program area, place and date; `q` adds a keyword search. Newest inspections first by default.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["listObservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/facilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List facilities with filtering
         * @description Facilities with their composite risk score and predictive facility score; highest composite score first by default.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["listFacilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/facilities/{fei_number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Facility detail with risk assessment
         * @description The facility, its composite and predictive scores, its inspection summary, the five latest inspections and its compliance-action counts.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["getFacility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/facilities/{fei_number}/inspections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Facility inspection history
         * @description The facility, its inspection summary and its inspections (newest first), optionally with citations and compliance actions.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["getFacilityInspections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/facilities/{fei_number}/citations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Facility citations
         * @description Form 483 citations of the facility’s inspections, by inspection date, with category and date filters.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["getFacilityCitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/facilities/{fei_number}/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Predictive facility risk score
         * @description Score 0-100 from five weighted components, with confidence and next best actions; refreshed monthly.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["getFacilityScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/risk-scores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List composite risk scores
         * @description Composite risk scores (methodology v2.0) by score, highest first by default. Errors use body A.
         *
         *     **Access:** requires Pro or higher.
         */
        get: operations["listRiskScores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/risk-scores/{fei_number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Composite risk score of a facility
         * @description The composite risk score (methodology v2.0) with each factor’s contribution and description. Errors use body A.
         *
         *     **Access:** requires Pro or higher.
         */
        get: operations["getRiskScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/cfr-references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CFR sections cited in Form 483s, with how often each is cited
         * @description Every cited CFR / FD&C Act number with its occurrence count, filtered by a least count and sorted by count. With `cfr`, answers that one reference in the detail shape (as GET /v1/483/cfr-references/{cfr}).
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["listCfrReferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/cfr-references/{cfr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One cited CFR section: occurrences, product types and related rule documents
         * @description The reference is matched in any common spelling (`21 CFR 211.192`, `211.192`, `21CFR211.192`); paragraphs are significant (`211.192(b)` is its own reference).
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["getCfrReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Size of the inspection data, risk distribution, most cited CFR sections, citations per fiscal year
         * @description Before any data have been analysed the counts are 0 and every `data_freshness` entry is `none` (the same answer an empty data set gives), rather than a 404.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["getAnalyticsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/analytics/benchmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Peer-group benchmarks: OAI rates, risk scores and citations per inspection by product type, state, program area or country
         * @description Groups of fewer than 10 facilities are listed with `insufficient_data: true`. A group value with no group answers an empty list.
         *
         *     **Access:** requires Pro or higher.
         */
        get: operations["listBenchmarks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/investigators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FDA investigator profiles from public Form 483 records
         * @description Data derive from public records only, cover only inspections that produced a 483, are informational, and names may be abbreviated. Cached for up to 5 minutes, never past a data change.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["listInvestigators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/investigators/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One investigator profile, by name
         * @description Matched case-insensitively, ignoring repeated spaces and trailing dots; abbreviations are not expanded (`J. Doe` is not `Jane Doe`).
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["getInvestigator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/investigators/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An investigator’s full profile: inspections per fiscal year, classification outcomes, most cited sections
         * @description The profile of the list route plus inspections per fiscal year, outcomes as stated by a source (unclassified counted apart, never guessed), first and last inspection dates, and a notice on what the data cover.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["getInvestigatorProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/citations/trending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CFR sections cited more or less often this fiscal quarter than the one before
         * @description Compares complete fiscal quarters (FY starts 1 October). `increasing` at +10 % or more, `decreasing` at −10 % or less, else `stable`; `percentage_change` is positive for increases and null for a rise from zero. Each row carries an exact significance test. Cached for up to 5 minutes, never past a data change.
         *
         *     **Access:** requires Pro or higher.
         */
        get: operations["listTrendingCitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/regulatory-mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CFR sections mapped to ICH E6(R3) requirements, with Form 483 citation counts
         * @description Every GCP-regime 21 CFR section (Parts 11, 50, 54, 56, 312, 812) with a curated ICH E6(R3) mapping, plus every Title 21 section cited in the Form 483 data; GMP sections carry `ich_mappings: []` (their ICH Q7/Q9/Q10 links are under /v1/kg). Most cited first, then in CFR order. Regulatory mapping is a Starter+ feature (SPEC-DECISIONS 6). Answers are computed at most every 5 minutes and whenever the citation data change.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["listRegulatoryMappings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/regulatory-mapping/{cfr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One CFR section with its ICH E6(R3) mappings, citation count and eCFR link
         * @description The path takes `21%20CFR%20312.62`, `312.62` or `21-CFR-312.62`. A Title 21 section the service knows (cited, mapped, ingested or listed by heading) answers even without mappings; anything else is 404 `CFR reference not found: <cfr>`; text that is not a CFR reference is 400. Regulatory mapping is a Starter+ feature (SPEC-DECISIONS 6). Answers are computed at most every 5 minutes and whenever the citation data change.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["getRegulatoryMapping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/observations/regulatory-mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Map a Form 483 observation text to categories, CFR sections, ICH sections and rule documents
         * @description CFR sections come from citations in the text and from the taxonomy v3.0 event classification; ICH sections are the curated mappings of those sections in both regimes (Q7/Q9/Q10 for GMP, E6(R3) for GCP), each labelled with its regime; rule documents are ranked by hybrid lexical and semantic similarity, one per document with its best passage. Regulatory mapping is a Starter+ feature (SPEC-DECISIONS 6, 17). The same text, product type and `top_k` are answered from a cache for 5 minutes while the rule passages and the rules graph are unchanged.
         *
         *     **Access:** requires Starter or higher.
         */
        post: operations["mapObservationToRegulations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kg/classify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Classify a quality event into the taxonomy v3.0 and map it to the CFR sections for its product type
         * @description Below 0.60 confidence the type is `unknown` and manual review is suggested; 0.60–0.84 is flagged as lower confidence. Without `product_type` it is inferred from the text (default drug). Secondary types (`top_n` above 1) each meet 0.60. Also answers `event_classification` and `applicable_cfr_sections` (SPEC-DECISIONS 18). Cached 24 hours per text, product type and `top_n` while the knowledge it read is unchanged (`response_metadata.cache_status`).
         *
         *     **Access:** requires Starter or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         */
        post: operations["kgClassifyEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intelligence/classify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Classify a quality event into the taxonomy v3.0 and map it to the CFR sections for its product type (alias of /v1/kg/classify)
         * @description Below 0.60 confidence the type is `unknown` and manual review is suggested; 0.60–0.84 is flagged as lower confidence. Without `product_type` it is inferred from the text (default drug). Secondary types (`top_n` above 1) each meet 0.60. Also answers `event_classification` and `applicable_cfr_sections` (SPEC-DECISIONS 18). Cached 24 hours per text, product type and `top_n` while the knowledge it read is unchanged (`response_metadata.cache_status`).
         *
         *     **Access:** requires Starter or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         */
        post: operations["kgClassifyEventAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kg/investigate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Investigate a quality event: classification, regulations, similar 483 observations, ICH guidance and risk
         * @description Pro+. Accepts `event_text`, `include_similar_observations` and `include_regulatory_text` as alternative names (SPEC-DECISIONS 19). Sections turned off by an include flag are omitted. Cached 24 hours per input (`response_metadata.cache_status`).
         *
         *     **Access:** requires Pro or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         *     - `kg_investigate_hourly`: KG investigations per hour: Pro 100, Enterprise unlimited.
         */
        post: operations["kgInvestigateEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intelligence/investigate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Investigate a quality event: classification, regulations, similar 483 observations, ICH guidance and risk (alias of /v1/kg/investigate)
         * @description Pro+. Accepts `event_text`, `include_similar_observations` and `include_regulatory_text` as alternative names (SPEC-DECISIONS 19). Sections turned off by an include flag are omitted. Cached 24 hours per input (`response_metadata.cache_status`).
         *
         *     **Access:** requires Pro or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         *     - `kg_investigate_hourly`: KG investigations per hour: Pro 100, Enterprise unlimited.
         */
        post: operations["kgInvestigateEventAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kg/regulations/{cfr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A Title 21 CFR section with its paragraphs, ICH cross-references, related sections and 483 citation statistics
         * @description Path `21-CFR-211.56`, `21CFR211.56` or `211.56`. A section known only by its heading answers with `full_text` empty and `chain_integrity: partial` (SPEC-DECISIONS 24). Cached 24 hours per section and parameters (the answer carries citation statistics, kept 24 hours; text alone 7 days), and never past a change to the text, the curated maps or the citation data (`response_metadata.cache_status`).
         *
         *     **Access:** requires Starter or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         */
        get: operations["kgGetRegulation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intelligence/regulations/{cfr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A Title 21 CFR section with its paragraphs, ICH cross-references, related sections and 483 citation statistics (alias of /v1/kg/regulations/{cfr})
         * @description Path `21-CFR-211.56`, `21CFR211.56` or `211.56`. A section known only by its heading answers with `full_text` empty and `chain_integrity: partial` (SPEC-DECISIONS 24). Cached 24 hours per section and parameters (the answer carries citation statistics, kept 24 hours; text alone 7 days), and never past a change to the text, the curated maps or the citation data (`response_metadata.cache_status`).
         *
         *     **Access:** requires Starter or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         */
        get: operations["kgGetRegulationAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kg/ich/{guideline}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ICH Q7, Q9 (served from Q9(R1)) or Q10: contents, sections and CFR cross-reference summary
         * @description With `include_sections=false` only the table of contents. Cached 7 days.
         *
         *     **Access:** requires Starter or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         */
        get: operations["kgGetIchGuideline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intelligence/ich/{guideline}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ICH Q7, Q9 (served from Q9(R1)) or Q10: contents, sections and CFR cross-reference summary (alias of /v1/kg/ich/{guideline})
         * @description With `include_sections=false` only the table of contents. Cached 7 days.
         *
         *     **Access:** requires Starter or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         */
        get: operations["kgGetIchGuidelineAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kg/ich/{guideline}/{section}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ICH Q7/Q9/Q10 section with its CFR cross-references and practical guidance from the 483 data
         * @description Section `X.Y` or `X` (a trailing zero is dropped: `12.40` → `12.4`). Cached 7 days.
         *
         *     **Access:** requires Starter or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         */
        get: operations["kgGetIchSection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intelligence/ich/{guideline}/{section}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ICH Q7/Q9/Q10 section with its CFR cross-references and practical guidance from the 483 data (alias of /v1/kg/ich/{guideline}/{section})
         * @description Section `X.Y` or `X` (a trailing zero is dropped: `12.40` → `12.4`). Cached 7 days.
         *
         *     **Access:** requires Starter or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         */
        get: operations["kgGetIchSectionAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kg/analytics/trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Citation, event-type, regulation, geographic and severity trends over a window ending at the latest data
         * @description Pro+. `increasing` at +10 % or more against the previous window of the same length, `decreasing` at −10 % or less. Forecasts for Enterprise only. Cached 24 hours per parameters and data version.
         *
         *     **Access:** requires Pro or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         *     - `kg_trends_hourly`: KG analytics-trend calls per hour: Pro 50, Enterprise unlimited.
         */
        get: operations["kgGetAnalyticsTrends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Citation, event-type, regulation, geographic and severity trends over a window ending at the latest data (alias of /v1/kg/analytics/trends)
         * @description Pro+. `increasing` at +10 % or more against the previous window of the same length, `decreasing` at −10 % or less. Forecasts for Enterprise only. Cached 24 hours per parameters and data version.
         *
         *     **Access:** requires Pro or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         *     - `kg_trends_hourly`: KG analytics-trend calls per hour: Pro 50, Enterprise unlimited.
         */
        get: operations["kgGetAnalyticsTrendsAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kg/enforcement/timeline/{cfr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Facilities cited under a CFR section, on a timeline with their OAI outcomes, warning letters, injunctions and consent decrees
         * @description Starter+ (SPEC-DECISIONS 6). Newest first; facilities most cited under the section first. OAI only where a source states it (SPEC-DECISIONS 23).
         *
         *     **Access:** requires Starter or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         */
        get: operations["kgGetEnforcementTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kg/taxonomy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event taxonomy v3.0: 39 event types with keywords, CFR sections per product type and ICH references
         * @description Starter+ (SPEC-DECISIONS 6, 18). The seven older ids are listed as aliases; they are accepted in input and never emitted.
         *
         *     **Access:** requires Starter or higher.
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `kg_daily`: Knowledge-graph calls per day (UTC): Starter 1,000, Pro 10,000, Enterprise unlimited.
         */
        get: operations["kgGetTaxonomy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/watchlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List watchlist entries
         * @description The caller’s watchlist entries, oldest first, with `last_checked` (when the facility was last checked for alerts) and where the webhook stands. Errors use body A.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["listWatchlist"];
        put?: never;
        /**
         * Add a facility to the watchlist
         * @description Creates a watchlist entry and starts monitoring: alerts for the entry’s `alert_on` types go to `webhook_url` (Standard Webhooks, signed with `webhook_secret`, which this response shows once) and to `notification_email`. The overview body (`facilities`, `alert_threshold`, `notification_email`) creates one entry per FEI and answers `{ results }`. The same FEI twice answers 409 naming the existing entry. `webhook_url` must be HTTPS and resolve to a public address. Errors use body A.
         *
         *     **Access:** requires Starter or higher.
         */
        post: operations["createWatchlistEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/watchlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a watchlist entry
         * @description Stops monitoring: no further alerts, pending deliveries are cancelled and the signing secret is destroyed. Unknown ids (and other tenants’ ids) answer 404. Errors use body A.
         *
         *     **Access:** requires Starter or higher.
         */
        delete: operations["deleteWatchlistEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/watchlist/{id}/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the alerts of a watchlist entry
         * @description The entry’s alerts, newest first, filtered by `type` and `since`. Errors use body A.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["listWatchlistEntryAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/watchlist/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the delivery attempts of a watchlist entry
         * @description Every webhook attempt for the entry (test events included), newest first: outcome, HTTP status code, latency and error. Errors use body A.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["listWatchlistEntryDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/watchlist/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the webhook signing secret
         * @description Issues a new `webhook_secret` (shown once). For 24 hours deliveries carry two signatures, one per secret, so the receiver can switch without missing one. Errors use body A.
         *
         *     **Access:** requires Starter or higher.
         */
        post: operations["rotateWatchlistEntrySecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/watchlist/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test webhook
         * @description Sends a signed event of type `test` to the entry’s webhook now and answers with the attempt’s outcome (status code, latency, error); the attempt is in the delivery log. A delivered test re-enables a webhook disabled by a 410. Errors use body A.
         *
         *     **Access:** requires Starter or higher.
         */
        post: operations["testWatchlistEntryWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List alerts
         * @description The caller’s alerts (each with its diff and where its webhook delivery stands), newest first, filtered by `type`, `fei_number` and `since`. Errors use body A.
         *
         *     **Access:** requires Starter or higher.
         */
        get: operations["listAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/483/alerts/{alert_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver an alert
         * @description Puts the alert’s webhook delivery back on the schedule, due now, with a fresh 24-hour retry window; answers 202 with the delivery state. The `webhook-id` stays the alert id. 409 when the entry has no webhook or its webhook was disabled by a 410. Errors use body A.
         *
         *     **Access:** requires Starter or higher.
         */
        post: operations["redeliverAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/semantic-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Semantic search over regulatory rule documents
         * @description Hybrid lexical and semantic ranking over document titles and sections; one hit per document with its best passage. top_k/min_similarity (defaults 5 / 0.25) answer shape A; limit/threshold (defaults 10 / 0.5) answer shape B. Scores: 0.70+ high confidence, 0.50–0.70 good, 0.25–0.50 partial. A question asked again is answered from the ranking cache until the rules index changes; send `Cache-Control: no-cache` to rank afresh.
         *
         *     **Access:** requires an API key on any plan (Free or higher).
         */
        post: operations["semanticSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rules/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Semantic search over rule documents (GET form)
         * @description q, comma-separated sources, limit (default 10, max 50) and threshold (default 0.5); answers shape B.
         *
         *     **Access:** requires an API key on any plan (Free or higher).
         */
        get: operations["searchRulesGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rule documents with filtering
         * @description Filters source, document_type, therapeutic_area, effective_after, effective_before; q ranks by relevance. limit default 20, max 100.
         *
         *     **Access:** requires an API key on any plan (Free or higher).
         */
        get: operations["listRules"];
        put?: never;
        /**
         * Search rule documents with advanced options
         * @description query, sources, filters (documentType, therapeuticArea, effectiveAfter, effectiveBefore, status; snake_case accepted), limit, offset, min_score. Without query, lists the matching documents newest first.
         *
         *     **Access:** requires an API key on any plan (Free or higher).
         */
        post: operations["searchRulesAdvanced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rules/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a clinical-trial protocol against regulatory requirements
         * @description Every issue cites its regulatory reference. Free: score, summary and issues; Starter+: per-authority compliance, recommendations and, when asked (compare_similar_trials), similar_approved_trials: completed ClinicalTrials.gov trials of the same therapeutic area ranked by similarity, with approval_date null because the registry does not record approvals. Counts against the monthly validation quota.
         *
         *     **Access:** requires an API key on any plan (Free or higher).
         *
         *     **Quotas** (besides the per-second and monthly limits):
         *     - `validations_monthly`: Protocol validations per calendar month (UTC): Free 5, Starter 50, Pro 500, Enterprise unlimited.
         */
        post: operations["validateProtocol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One rule document by id, with its sections
         * @description **Access:** requires an API key on any plan (Free or higher).
         */
        get: operations["getRule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keyword search of rule documents
         * @description Lexical search (no embeddings); one hit per document with the passage that matched. query required, sources optional, limit default 10 (max 100), offset default 0; the pagination block gives the total of matching documents.
         *
         *     **Access:** requires an API key on any plan (Free or higher).
         */
        post: operations["keywordSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalog/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rule sources with summary statistics
         * @description One entry per source id, in a fixed order; limit default 20 (max 100), offset default 0.
         *
         *     **Access:** requires an API key on any plan (Free or higher).
         */
        get: operations["listCatalogSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/patterns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List regulatory patterns
         * @description The ten amendment pattern types (with their frequency over ClinicalTrials.gov registry versions, or why none can be given) and the eleven 483 observation categories (with their observation counts). limit default 20 (max 100), offset default 0.
         *
         *     **Access:** requires an API key on any plan (Free or higher).
         */
        get: operations["listPatterns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/patterns/{therapeutic_area}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protocol amendment pattern statistics for a therapeutic area
         * @description Computed from successive ClinicalTrials.gov registry versions. Free: top 3 patterns without prevention strategies or phase breakdown, default time period only. 404 INSUFFICIENT_DATA under 10 analysable trials.
         *
         *     **Access:** requires an API key on any plan (Free or higher).
         */
        get: operations["getAmendmentPatterns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prevention/strategies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prevention strategies per amendment pattern and observation category
         * @description Each strategy cites its regulatory basis (authority, document, section). Filters kind and pattern_id; limit default 20 (max 100), offset default 0.
         *
         *     **Access:** requires an API key on any plan (Free or higher).
         */
        get: operations["listPreventionStrategies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/requirements/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search regulatory requirements by therapeutic area, phase and requirement type
         * @description Area-specific requirements first, then general ones; each cites the regulation or guideline it comes from.
         *
         *     **Access:** requires an API key on any plan (Free or higher).
         */
        post: operations["searchRequirements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/export/{dataset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export of a dataset (NDJSON or CSV)
         * @description Streams every row of a dataset, or the rows its list filters select (the same names and values as the list endpoint: `/v1/483/observations` for observations; `/v1/483/facilities` for facilities, inspections, citations and risk-scores, where for inspections and citations `date_from`/`date_to` select the inspection or citation date and `cfr_section` the citation; `/v1/rules` for rules: `source`, `document_type`, `therapeutic_area`). A filter that does not apply to the dataset is a 400. No row cap; rows in storage order. The whole download counts as one call.
         *
         *     **Access:** requires Pro or higher.
         */
        get: operations["exportDataset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed since a cursor
         * @description Upserts and retractions of observations, facilities, rule documents and analytics documents since a cursor, read from the log the stores are built from, so a client can keep a mirror in sync (with `GET /v1/export/{dataset}` for the first copy).
         *
         *     **Access:** requires Pro or higher.
         */
        get: operations["listChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OpenAPI 3.1 document of this API
         * @description Generated from the same route definitions that the server validates requests and responses with.
         *
         *     **Access:** public, no API key needed.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AdvancedRuleSearchRequest: {
            /** @description Search text; without it the matching documents are listed newest first. */
            query?: string;
            /** @description Source ids; default all. */
            sources?: ("fda" | "ich" | "ema" | "who" | "cdisc" | "fda-oncology")[];
            /** @description All given filters must hold. */
            filters?: {
                /** @description Document type, e.g. guidance. */
                documentType?: string;
                /** @description Alias of documentType. */
                document_type?: string;
                /** @description Therapeutic area, e.g. Oncology. */
                therapeuticArea?: string;
                /** @description Alias of therapeuticArea. */
                therapeutic_area?: string;
                /**
                 * Format: date
                 * @description Documents that took effect on or after this date (YYYY-MM-DD).
                 */
                effectiveAfter?: string;
                /**
                 * Format: date
                 * @description Alias of effectiveAfter.
                 */
                effective_after?: string;
                /**
                 * Format: date
                 * @description Documents that took effect on or before this date (YYYY-MM-DD).
                 */
                effectiveBefore?: string;
                /**
                 * Format: date
                 * @description Alias of effectiveBefore.
                 */
                effective_before?: string;
                /**
                 * @description draft or final, where the publisher says so.
                 * @enum {string}
                 */
                status?: "draft" | "final";
            };
            /**
             * @description Page size (default 20, max 100).
             * @default 20
             */
            limit: number;
            /**
             * @description Results to skip (default 0, max 999900): the listing without a query pages through every document.
             * @default 0
             */
            offset: number;
            /**
             * @description With query: least relevance_score (default 0.25).
             * @default 0.25
             */
            min_score: number;
        };
        AdvancedRuleSearchResponse: {
            data: {
                rule_id: string;
                title: string;
                /**
                 * @description Source id: fda, ich, ema, who, cdisc or fda-oncology (fda also matches fda-oncology).
                 * @enum {string}
                 */
                source: "fda" | "ich" | "ema" | "who" | "cdisc" | "fda-oncology";
                publisher: string;
                document_type: string;
                /** @description Publisher reference: FDA docket, MDCG number, EMA product number. */
                reference: string | null;
                status: ("draft" | "final") | null;
                issue_date: string | null;
                /** @description YYYY-MM, when only the month of issue is known. */
                issue_month: string | null;
                /** @description Date the document took effect (effective date, else issue date); null when unknown. */
                effective_date: string | null;
                therapeutic_area: string[] | null;
                url: string | null;
                /** @description Best-matching passage (with a query); null when listing. */
                content: string | null;
                /** @description With a query: 0..1 match score; null when listing. */
                relevance_score: number | null;
            }[];
            pagination: {
                limit: number;
                offset: number;
                total: number;
                hasMore: boolean;
            };
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
        };
        Alert: {
            alert_id: string;
            /** @enum {string} */
            type: "new_citation" | "classification_change" | "risk_score_change" | "test";
            watchlist_id: string;
            fei_number: string;
            facility_name: string | null;
            occurred_at: string;
            /** @description What changed: `before` and `after` (risk-score alerts add `delta`, `reasons` and `factors`: the points of each factor before and after, with the delta). */
            diff: {
                before: unknown;
                after: unknown;
            } & {
                [key: string]: unknown;
            };
            api_version: string;
            delivery: components["schemas"]["AlertDelivery"];
        };
        AlertDelivery: {
            /** @enum {string} */
            state: "pending" | "delivered" | "failed" | "disabled" | "cancelled" | "no_webhook";
            attempts: number;
            last_attempt_at: string | null;
            next_attempt_at: string | null;
            last_status_code: number | null;
            last_error: string | null;
        };
        AmendmentPatternStatistics: {
            therapeutic_area: string;
            analysis_period: {
                start: string;
                end: string;
            };
            total_trials_analyzed: number;
            /** @description Percent of analysed trials amended at least once. */
            amendment_rate: number;
            /** @description Most frequent first; the Free tier sees the top 3. */
            patterns: {
                pattern_id: string;
                /** @enum {string} */
                pattern_type: "endpoint_modification" | "sample_size_increase" | "eligibility_criteria_change" | "visit_schedule_change" | "dose_modification" | "safety_monitoring_addition" | "statistical_analysis_change" | "comparator_change" | "study_duration_extension" | "site_or_region_change";
                description: string;
                /** @description Percent of analysed trials with at least one amendment of this type. */
                frequency: number;
                /** @enum {string} */
                risk_level: "high" | "medium" | "low";
                /** @description Mean slip of the primary completion date at these amendments; null when no delay is known. */
                avg_delay_months: number | null;
                common_triggers: string[];
                /** @description Starter+. */
                prevention_strategies?: string[];
            }[];
            /** @description Starter+. */
            phase_breakdown?: {
                I: {
                    /** @description Percent; null when no analysed trial is in the phase. */
                    amendment_rate: number | null;
                    trial_count: number;
                };
                II: {
                    /** @description Percent; null when no analysed trial is in the phase. */
                    amendment_rate: number | null;
                    trial_count: number;
                };
                III: {
                    /** @description Percent; null when no analysed trial is in the phase. */
                    amendment_rate: number | null;
                    trial_count: number;
                };
                IV: {
                    /** @description Percent; null when no analysed trial is in the phase. */
                    amendment_rate: number | null;
                    trial_count: number;
                };
            };
            /** @description With include_details=true (Starter+): observed amendments, newest first, at most 20. */
            amendment_examples?: {
                trial_id: string;
                /** @enum {string} */
                pattern_type: "endpoint_modification" | "sample_size_increase" | "eligibility_criteria_change" | "visit_schedule_change" | "dose_modification" | "safety_monitoring_addition" | "statistical_analysis_change" | "comparator_change" | "study_duration_extension" | "site_or_region_change";
                from_version: string;
                to_version: string;
                delay_days: number | null;
                trigger: string;
                changes: {
                    field: string;
                    before: unknown;
                    after: unknown;
                }[];
            }[];
            query_metadata: {
                processing_time_ms: number;
                query_id: string;
                data_sources: string[];
            };
        };
        AnalyticsSummaryResponse: {
            /** @description Form 483 citations in the data, with or without a recognised CFR number. */
            total_citations: number;
            /** @description Facilities (FEIs) with any inspection, citation or compliance action. */
            total_facilities: number;
            /** @description Distinct CFR / FD&C Act numbers cited. */
            total_cfr_references: number;
            risk_distribution: components["schemas"]["RiskDistribution"];
            /** @description The ten most cited numbers, most cited first (ties by number). */
            top_cited_cfr: components["schemas"]["CfrReferenceListItem"][];
            /** @description Citations per FDA fiscal year (1 October – 30 September), every year from the first to the last present, 0 where none. */
            fiscal_year_breakdown: {
                [key: string]: number;
            };
            /** @description How current each dataset is; `none` when nothing has been ingested. */
            data_freshness: {
                /** @description Date of the latest citation, or `none`. */
                citations: string;
                /** @description Date of the latest dated facility fact, or `none`. */
                facilities: string;
                /** @description Day the risk scores were read on, or `none`. */
                risk_scores: string;
                /** @description Date of the latest citation the CFR statistics include, or `none`. */
                cfr_references: string;
            };
            query_metadata: components["schemas"]["QueryMetadata"];
        };
        Benchmark: {
            /**
             * @description What the peer group is formed by.
             * @enum {string}
             */
            grouping: "product_type" | "state" | "program_area" | "country";
            /** @description The group: a product type, a two-letter U.S. state code, a program area or a country. */
            group_value: string;
            /** @description Group statistics; a statistic with no input is null. */
            metrics: {
                /** @description Mean of facility OAI rates (OAI ÷ classified inspections); null when no facility has a classified inspection. */
                avg_oai_rate: number | null;
                /** @description Median of facility OAI rates; null as above. */
                median_oai_rate: number | null;
                /** @description Mean composite risk score (0–100) of the scored facilities; null when none is scored. */
                avg_risk_score: number | null;
                /** @description Median composite risk score. */
                median_risk_score: number | null;
                /** @description All citations of the group ÷ all its inspections; null without inspections. */
                avg_citations_per_inspection: number | null;
                /** @description Facilities in the group. */
                total_facilities: number;
                /** @description 25th percentile of the risk scores (linear interpolation). */
                percentile_25: number | null;
                /** @description 75th percentile of the risk scores. */
                percentile_75: number | null;
                /** @description 90th percentile of the risk scores. */
                percentile_90: number | null;
            };
            /** @description Facilities of the group that have a risk score. */
            peer_group_size: number;
            /** @description True when the group has fewer than 10 facilities: the metrics are computed but not reliable. */
            insufficient_data: boolean;
            /** @description When the benchmark was computed (ISO 8601 timestamp). */
            last_updated: string;
        };
        BenchmarkListResponse: {
            /** @description Peer groups of the grouping, largest first (ties by value). */
            results: components["schemas"]["Benchmark"][];
            /** @description Groups that pass the filters. */
            total: number;
            offset: number;
            limit: number;
            filters_applied: {
                /**
                 * @description The grouping listed (default product_type).
                 * @enum {string}
                 */
                grouping: "product_type" | "state" | "program_area" | "country";
                /** @description The group asked for; null when absent. */
                group_value: string | null;
            };
            /** @description Where the figures come from. */
            data_source: string;
            query_metadata: components["schemas"]["QueryMetadata"];
        };
        CatalogSourcesResponse: {
            data: {
                /** @enum {string} */
                source_id: "fda" | "ich" | "ema" | "who" | "cdisc" | "fda-oncology";
                name: string;
                description: string;
                /** @description Rule documents held. */
                document_count: number;
                /** @description Searchable sections (retrieval chunks) held. */
                section_count: number;
                /** @description Documents per document type. */
                document_types: {
                    [key: string]: number;
                };
                /** @description The document that took effect last; null when no document has a known date. */
                newest_document: {
                    rule_id: string;
                    title: string;
                    effective_date: string;
                } | null;
                /** @description End of the last successful ingest run of the source’s connectors; null when never ingested. */
                last_ingested_at: string | null;
                /** @description Records that run published (0 when nothing changed since). */
                records_published: number | null;
                freshness: {
                    /**
                     * @description fresh: ingested within 48 h; stale: longer ago; never_ingested: no successful run.
                     * @enum {string}
                     */
                    status: "fresh" | "stale" | "never_ingested";
                    age_hours: number | null;
                };
                /** @description Why a source is empty, when it is. */
                note: string | null;
            }[];
            pagination: {
                limit: number;
                offset: number;
                total: number;
                hasMore: boolean;
            };
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
        };
        CfrCrossReference: {
            /** @description Id of the rule document (GET /v1/rules/{id}). */
            rule_id: string;
            /** @description Source of the rule document, e.g. fda, ich, ema. */
            source: string;
            /** @description Title of the rule document. */
            title: string;
            /** @description Semantic similarity of the document to the cited number and its description (0–1). Resembles, not governs. */
            similarity_score: number;
        };
        CfrReferenceListItem: {
            /** @description The cited number as FDA prints it, e.g. '21 CFR 211.192' (paragraphs kept: '21 CFR 211.113(b)' is its own row). */
            act_cfr_number: string;
            /** @description The short description most often printed with this number; null when no citation carries one. */
            short_description: string | null;
            /** @description How many citations in the data cite this number. */
            occurrence_count: number;
        };
        CfrReferenceListResponse: {
            /** @description CFR references, by occurrence_count in sort_order (ties by number, ascending). */
            results: components["schemas"]["CfrReferenceListItem"][];
            /** @description References that pass the filters. */
            total: number;
            offset: number;
            limit: number;
            /** @description The filters in effect, values as strings: sort_order always, min_occurrence_count when given. */
            filters_applied: {
                [key: string]: string;
            };
            query_metadata: components["schemas"]["QueryMetadata"];
        };
        CfrReferenceResponse: {
            /** @description The cited number as FDA prints it, e.g. '21 CFR 211.192'. */
            act_cfr_number: string;
            /** @description The short description most often printed with this number; null when none is. */
            short_description: string | null;
            /** @description How many citations cite this number. */
            occurrence_count: number;
            /** @description Every product type cited under this number, most cited first (ties alphabetical). */
            associated_product_types: string[];
            /** @description Up to five rule documents resembling this number, best first; empty when none passes the similarity threshold. */
            cross_references: components["schemas"]["CfrCrossReference"][];
            /** @description Similarity of the best cross-reference; 0 when there is none. */
            match_confidence: number;
            /** @description When the cross-references were last computed (ISO 8601 timestamp). */
            matched_at: string;
            query_metadata: components["schemas"]["QueryMetadata"];
        };
        ChangesResponse: {
            /** @description Changes in log order per record type. */
            data: {
                /** @enum {string} */
                type: "observation" | "facility" | "rule" | "analytics";
                /** @description Observation id, FEI, rule document id or analytics document id. */
                id: string;
                /**
                 * @description upsert: the record is new or changed; retract: drop it from a mirror.
                 * @enum {string}
                 */
                action: "upsert" | "retract";
                /** @description Content hash of the record as written: equal versions are equal records. */
                version: string | null;
                /** @description When the change entered the log (ISO 8601). */
                changed_at: string;
                /** @description Where the current record is served, when it has a route of its own. */
                url: string | null;
            }[];
            /** @description Pass as since to continue; stable across restarts and reindexing. */
            next_cursor: string;
            /** @description True when more changes were already waiting: call again at once. */
            has_more: boolean;
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
        };
        ComplianceAction: {
            /** @description warning_letter, import_alert, seizure, injunction, consent_decree, untitled_letter, recall or other. */
            action_type: string;
            /** @description ISO 8601 date the action was taken. */
            action_date: string;
            /** @description Stable action id. */
            action_id: string;
            /** @description Status (e.g. pending_response); null when no source states it. */
            status: string | null;
            /** @description Response deadline; null when no source states it. */
            response_deadline: string | null;
        };
        CompositeRiskScore: {
            /** @description Facility FEI. */
            fei_number: string;
            /** @description Composite score 0-100. */
            risk_score: number;
            /**
             * @description low < 25, medium < 50, high < 75, critical >= 75.
             * @enum {string}
             */
            risk_level: "low" | "medium" | "high" | "critical";
            /** @description Currently v2.0. */
            methodology_version: string;
            /** @description Points each factor contributes. */
            factors: {
                [key: string]: number;
            };
            /** @description How the score is computed. */
            methodology: string;
            /** @description Per factor: its definition and this facility’s numbers. */
            factor_descriptions: {
                [key: string]: string;
            };
            /** @description Extra to the spec: the calibrated probability of an OAI or a warning letter within 24 months at this score. */
            outcome_probability?: components["schemas"]["OutcomeProbability"];
        };
        CreatedWatchlistEntry: {
            /** @description `wl_<hex>`. */
            watchlist_id: string;
            fei_number: string;
            legal_name: string | null;
            webhook_url: string | null;
            alert_on: ("new_citation" | "classification_change" | "risk_score_change")[];
            /** @description ISO 8601 with microseconds and offset. */
            created_at: string;
            alert_threshold: ("NAI" | "VAI" | "OAI") | null;
            notification_email: string | null;
            tenant_id: string;
            /** @description Standard Webhooks signing secret (`whsec_…`); shown only in this response. Null without a webhook_url. */
            webhook_secret: string | null;
        };
        DataAttribution: {
            api_version: string;
            data_source_name: string;
            data_source_url: string;
            /** @description When RegIntel last read this record from its source. */
            last_updated: string;
        };
        DeliveryAttempt: {
            delivery_id: string;
            alert_id: string;
            event_type: string;
            /** @enum {string} */
            channel: "webhook" | "email";
            attempt: number;
            attempted_at: string;
            /** @enum {string} */
            outcome: "delivered" | "gone" | "failed" | "timeout" | "refused";
            status_code: number | null;
            latency_ms: number;
            error: string | null;
        };
        ErrorA: {
            error: string;
            status_code: number;
        };
        ErrorB: {
            error: {
                code: string;
                message: string;
                details?: {
                    [key: string]: unknown;
                };
                retry_after?: number;
                retryAfter?: number;
                upgradeUrl?: string;
            };
            meta: {
                requestId: string;
            };
        };
        ExportCitationRow: {
            fei_number: string;
            facility_name: string | null;
            inspection_id: string;
            citation_id: string;
            date: string;
            act_cfr_number: string;
            cfr_section: string | null;
            short_description: string | null;
            categories: string[];
        };
        ExportInspectionRow: {
            fei_number: string;
            facility_name: string | null;
            inspection_id: string;
            end_date: string;
            /** @description Null when no source states it. */
            classification: ("NAI" | "VAI" | "OAI") | null;
            program_area: string | null;
            product_types: string[];
            investigators: string[];
            citation_count: number;
        };
        ExportRiskScoreRow: {
            fei_number: string;
            facility_name: string | null;
            risk_score: number;
            risk_level: string;
            /** @description Points each factor contributes. */
            factors: {
                [key: string]: number;
            };
        };
        /** @description One row: the dataset decides which of these shapes (observations, facilities, inspections, citations, risk-scores, rules). */
        ExportRow: components["schemas"]["ObservationListItem"] | components["schemas"]["FacilityListItem"] | components["schemas"]["ExportInspectionRow"] | components["schemas"]["ExportCitationRow"] | components["schemas"]["ExportRiskScoreRow"] | components["schemas"]["ExportRuleSectionRow"];
        ExportRuleSectionRow: {
            rule_id: string;
            /** @description Position of the section passage in its document, from 0. */
            chunk_index: number;
            chunk_count: number | null;
            source_id: string;
            publisher: string;
            title: string;
            document_type: string;
            reference: string | null;
            issue_date: string | null;
            effective_date: string | null;
            status: ("draft" | "final") | null;
            therapeutic_area: string[] | null;
            url: string | null;
            heading_path: string[];
            text: string;
        };
        Facility: {
            /** @description Firm name from any source that names the FEI; null when none does. */
            legal_name: string | null;
            /** @description City; null when no source gives it. */
            city: string | null;
            /** @description State or region; null when unknown. */
            state: string | null;
            /** @description Country; null when unknown. */
            country: string | null;
            /** @description Product types the facility is inspected for, most frequent first. */
            product_types: string[];
            /** @description Parent company; null when no source gives it. */
            parent_company: string | null;
            /** @description Registration status; null when no source gives it. */
            registration_status: string | null;
            /** @description Establishment type; null when no source gives it. */
            establishment_type: string | null;
        };
        FacilityCitation: {
            /** @description Stable citation id. */
            citation_id: string;
            /** @description The inspection it was cited in. */
            inspection_id: string;
            /** @description ISO 8601 date the inspection ended. */
            inspection_end_date: string;
            /** @description FDA fiscal year of that date (FY N starts 1 October N-1). */
            fiscal_year: number;
            /** @description As cited, '21 CFR' form; null when no regulation was matched. */
            act_cfr_number: string | null;
            /** @description Standardised short description; null when none. */
            short_description: string | null;
            /** @description Program area of the inspection; null when unknown. */
            program_area: string | null;
            /** @description Classification of the inspection; null when no source states it. */
            classification: ("NAI" | "VAI" | "OAI") | null;
            /** @description Primary machine-assigned category; null when none. */
            category: string | null;
            /** @description Every machine-assigned category, primary first. */
            categories: string[];
            /** @description The public source of the citation. */
            source: string;
            /** @description Where that source is published. */
            source_url: string;
            data_attribution: components["schemas"]["RecordDataAttribution"];
        };
        FacilityCitationsResponse: {
            /** @description Facility FEI (canonical, no leading zeros). */
            fei_number: string;
            /** @description Firm name; null when no source names the facility. */
            facility_name: string | null;
            /** @description Citations matching the filters (before the limit). */
            total: number;
            /** @description Citations by inspection date. */
            results: components["schemas"]["FacilityCitation"][];
            /** @description How the answer was produced. */
            query_metadata: {
                /** @description Server time in milliseconds. */
                execution_time_ms: number;
                /** @description The limit applied. */
                limit: number;
                /**
                 * @description The order applied.
                 * @enum {string}
                 */
                sort_order: "asc" | "desc";
            };
        };
        FacilityDetailResponse: {
            /** @description The facility with its risk assessment. */
            data: {
                /** @description Facility FEI (canonical, no leading zeros). */
                fei_number: string;
                facility: components["schemas"]["Facility"];
                /** @description Composite risk score (methodology v2.0). */
                risk_score: components["schemas"]["CompositeRiskScore"];
                /** @description Predictive facility score. */
                facility_score: components["schemas"]["FacilityScore"];
                inspection_summary: components["schemas"]["InspectionSummary"];
                /** @description The five latest inspections, newest first. */
                recent_inspections: components["schemas"]["InspectionRecord"][];
                /** @description Compliance action counts. */
                compliance_actions: {
                    /** @description Compliance actions on record. */
                    total: number;
                    /** @description Count per action type (warning_letter, import_alert …). */
                    by_type: {
                        [key: string]: number;
                    };
                    /** @description Date of the latest action; null when none. */
                    latest_action_date: string | null;
                };
                /** @description When the scores and summary were computed. */
                computed_at: string;
            };
            /** @description Request id and server processing time. */
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
        };
        FacilityInspectionsResponse: {
            /** @description Facility FEI (canonical, no leading zeros). */
            fei_number: string;
            facility: components["schemas"]["Facility"];
            summary: components["schemas"]["InspectionSummary"];
            /** @description Inspections matching the filters, newest first. */
            inspections: components["schemas"]["InspectionRecord"][];
        };
        FacilityListItem: {
            /** @description Facility FEI. */
            fei_number: string;
            /** @description Firm name; null when no source names the facility. */
            facility_name: string | null;
            /** @description State or region; null when unknown. */
            state: string | null;
            /** @description Country; null when unknown. */
            country: string | null;
            /** @description Most frequent first. */
            product_types: string[];
            /** @description Composite risk score (v2.0), 0-100. */
            risk_score: number;
            /**
             * @description Composite risk level.
             * @enum {string}
             */
            risk_level: "low" | "medium" | "high" | "critical";
            /** @description Predictive facility score, 0-100. */
            facility_score: number;
            /**
             * @description Predictive facility score level.
             * @enum {string}
             */
            facility_risk_level: "low" | "medium" | "high" | "critical";
            /** @description Inspections on record. */
            total_inspections: number;
            /** @description OAI inspections. */
            oai_count: number;
            /** @description Warning letters. */
            warning_letters: number;
            /** @description End date of the latest inspection. */
            last_inspection_date: string | null;
            /** @description Classification of the latest inspection; null when unknown. */
            last_classification: ("NAI" | "VAI" | "OAI") | null;
        };
        FacilityListResponse: {
            /** @description One page of facilities. */
            data: components["schemas"]["FacilityListItem"][];
            /** @description Request id and server processing time. */
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
            /** @description limit, offset, total matched, and whether more follow. */
            pagination: {
                limit: number;
                offset: number;
                total: number;
                hasMore: boolean;
            };
        };
        FacilityScore: {
            /** @description Facility FEI. */
            fei_number: string;
            /** @description Firm name; empty when no source names the facility. */
            facility_name: string;
            /** @description Predictive score 0-100. */
            risk_score: number;
            /**
             * @description low 0-40, medium 41-65, high 66-85, critical 86-100.
             * @enum {string}
             */
            risk_level: "low" | "medium" | "high" | "critical";
            /** @description 0.0-1.0: how much history backs the score. */
            confidence: number;
            /** @description The five weighted components. */
            score_components: {
                /** @description Weight 0.35. */
                historical_pattern: {
                    /** @description Component score 0-100. */
                    score: number;
                    /** @description Weight in the total. */
                    weight: number;
                    /** @description Reasons with the numbers behind the score. */
                    factors: string[];
                };
                /** @description Weight 0.15. Recent FDA attention: 100 x 0.5^(years since the last inspection / 3), 0 when never inspected (back-tested, enrich/domain/risk/README.md). */
                time_since_inspection: {
                    /** @description Component score 0-100. */
                    score: number;
                    /** @description Weight in the total. */
                    weight: number;
                    /** @description Reasons with the numbers behind the score. */
                    factors: string[];
                };
                /** @description Weight 0.25. */
                citation_severity: {
                    /** @description Component score 0-100. */
                    score: number;
                    /** @description Weight in the total. */
                    weight: number;
                    /** @description Reasons with the numbers behind the score. */
                    factors: string[];
                };
                /** @description Weight 0.15. */
                industry_benchmark: {
                    /** @description Component score 0-100. */
                    score: number;
                    /** @description Weight in the total. */
                    weight: number;
                    /** @description Reasons with the numbers behind the score. */
                    factors: string[];
                };
                /** @description Weight 0.10. */
                enforcement_trend: {
                    /** @description Component score 0-100. */
                    score: number;
                    /** @description Weight in the total. */
                    weight: number;
                    /** @description Reasons with the numbers behind the score. */
                    factors: string[];
                };
            };
            /** @description Recommended actions, most urgent first. */
            next_best_actions: {
                /** @description 1 comes first. */
                priority: number;
                /** @description What to do. */
                action: string;
                /** @description Why. */
                rationale: string;
                /** @description Typical days to remediate. */
                estimated_remediation_days: number;
            }[];
            /** @description When the score was computed. */
            calculated_at: string;
            /** @description When it is due for recomputation (monthly). */
            valid_until: string;
            /** @description Extra to the spec: the calibrated probability of an OAI or a warning letter within 24 months at this score. */
            outcome_probability?: components["schemas"]["OutcomeProbability"];
        };
        Health: {
            data: {
                /**
                 * @description ok: every backend up; down: one or more backends down (answered with 503).
                 * @enum {string}
                 */
                status: "ok" | "degraded" | "down";
                /** @description Service version. */
                version: string;
                uptime_seconds: number;
                /** @description One probe per backend: bus, search, graph, embedder. */
                checks: {
                    [key: string]: {
                        /**
                         * @description up when the backend answered its probe.
                         * @enum {string}
                         */
                        status: "up" | "down";
                        /** @description Why a backend is down. */
                        detail?: string;
                        /** @description Probe time. */
                        latency_ms: number;
                    };
                };
                /** @description Per source: time of the last successful ingest run. */
                data_freshness: {
                    [key: string]: {
                        last_ingested_at: string;
                        records_published: number;
                    };
                };
                /** @description Per source: the latest ingest run, successful or not. */
                ingestion: {
                    [key: string]: {
                        /**
                         * @description Outcome of the latest run: partial when a request for part of the source failed (that part is retried next run); failed when the source could not be read.
                         * @enum {string}
                         */
                        status: "ok" | "unchanged" | "partial" | "absent" | "failed";
                        /** @enum {string} */
                        mode?: "mirror" | "live";
                        /**
                         * @description Live runs: what the source's latest answer says, as `regintel sources check` reports it (blocked: the publisher's bot protection).
                         * @enum {string}
                         */
                        check?: "ok" | "needs_credential" | "blocked" | "format_changed" | "http_error" | "unreachable";
                        last_run_at: string;
                        /** @description Why the latest run failed; the source is retried on its schedule. */
                        error?: string;
                    };
                };
                /** @description Enrichment progress; null when the bus cannot be read. */
                pipeline: {
                    /**
                     * @description working while any step has records left to consume.
                     * @enum {string}
                     */
                    status: "idle" | "working";
                    /** @description Records consumed, summed over the steps. */
                    done: number;
                    /** @description Records on the steps' topics, summed. */
                    total: number;
                    /** @description Seconds until the slowest step catches up at its rate over the last minute; null while unknown. */
                    eta_seconds: number | null;
                    /** @description One entry per enrichment step. */
                    steps: {
                        /** @description Consumer group. */
                        step: string;
                        done: number;
                        total: number;
                        /** @description Over the last minute; null until this API process has sampled twice. */
                        rate_per_second: number | null;
                        eta_seconds: number | null;
                    }[];
                } | null;
            };
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
        };
        IchMapping: {
            /** @description ICH E6(R3) section id, e.g. `ICH E6(R3) 2.10.4`. */
            ich_section: string;
            /** @description What the ICH E6(R3) section requires, quoted from the ingested guideline: its heading (for a numbered paragraph, the enclosing heading) and its first sentence. Empty when the text is not ingested: never paraphrased. */
            matched_requirement: string;
            /** @description The curated alignment score (0.90–1.0 equivalent, 0.75–0.89 related, 0.60–0.74 supporting, 0.40–0.59 indirect). */
            relevance_score: number;
            /** @description One sentence: why the two sections correspond. */
            mapping_rationale: string;
        };
        InspectionCitation: {
            /** @description Citation (observation) id. */
            observation_id: string;
            /** @description As cited, '21 CFR' form; null when no regulation was matched. */
            act_cfr_number: string | null;
            /** @description Standardised short description; null when none. */
            short_description: string | null;
            /** @description Machine-assigned compliance categories. */
            categories: string[];
            /** @description Severity 0.0-10.0 of the cited section and categories. */
            severity_score: number;
        };
        InspectionRecord: {
            /** @description Dashboard Inspection ID, or 483-<FEI>-<YYYYMMDD> for an inspection known from its 483. */
            inspection_id: string;
            /** @description Start date; null when no source gives it. */
            inspection_start_date: string | null;
            /** @description ISO 8601 date the inspection ended. */
            inspection_end_date: string;
            /** @description NAI/VAI/OAI; null when no source states it (SPEC-DECISIONS 23). */
            classification: ("NAI" | "VAI" | "OAI") | null;
            /** @description Program area; null when unknown. */
            program_area: string | null;
            /** @description Inspection type; null when no source gives it. */
            inspection_type: string | null;
            /** @description Lead investigator id; null when no source gives it. */
            lead_investigator_id: string | null;
            /** @description Investigators on the team; null when no source gives it. */
            team_size: number | null;
            /** @description Citations recorded for the inspection. */
            total_citations: number;
            /** @description Only with include_citations=true. */
            citations?: components["schemas"]["InspectionCitation"][];
            /** @description Only with include_compliance_actions=true: actions taken after this inspection and before the next one. */
            compliance_actions?: components["schemas"]["ComplianceAction"][];
        };
        InspectionSummary: {
            /** @description Inspections on record. */
            total_inspections: number;
            /** @description Inspections a source classifies NAI. */
            nai_count: number;
            /** @description Inspections a source classifies VAI. */
            vai_count: number;
            /** @description Inspections classified OAI. */
            oai_count: number;
            /** @description Inspections known only as "not OAI" (SPEC-DECISIONS 23). */
            not_oai_unsplit_count?: number;
            /** @description Warning letters issued to the facility. */
            warning_letters: number;
            /** @description Import alerts against the facility. */
            import_alerts: number;
            /** @description End date of the latest inspection. */
            last_inspection_date: string | null;
            /** @description Classification of the latest inspection; null when no source states it. */
            last_classification: ("NAI" | "VAI" | "OAI") | null;
            /**
             * @description Direction of the facility’s recent record.
             * @enum {string}
             */
            trend: "improving" | "stable" | "deteriorating";
        } & {
            [key: string]: unknown;
        };
        InvestigatorListResponse: {
            /** @description Investigator profiles in sort_by order (numbers highest first, names A–Z, unknown OAI rates last; ties by name). */
            results: components["schemas"]["InvestigatorProfile"][];
            /** @description Investigators that pass the filters. */
            total: number;
            offset: number;
            limit: number;
            filters_applied: {
                /** @description Least total_inspections kept. */
                min_inspections: number;
                /** @description Product type matched against top_product_types (case-insensitive); null when absent. */
                product_type: string | null;
                /**
                 * @description Order of the results.
                 * @enum {string}
                 */
                sort_by: "total_inspections" | "oai_rate" | "facilities_inspected" | "name";
            };
            query_metadata: components["schemas"]["QueryMetadata"];
        };
        InvestigatorProfile: {
            /** @description Stable id of the investigator: `inv_` + 16 hex digits of the SHA-256 of the matching key (the name lower-cased, spacing and trailing dots ignored). Use it with GET /v1/483/investigators/{id}/profile. */
            investigator_id: string;
            /** @description Name as printed in public records (the spelling seen most often); may be abbreviated, and two people can share an abbreviation. */
            investigator_name: string;
            /** @description Inspections that name the investigator (lead or team member) and produced a Form 483. */
            total_inspections: number;
            /** @description OAI ÷ inspections whose OAI status is known (a classification, or a source stating "not OAI"); null when none is known (a published 483 alone does not state NAI/VAI/OAI). */
            oai_rate: number | null;
            /** @description Inspections whose OAI status is known: the denominator of oai_rate. */
            classified_inspections: number;
            /** @description Distinct facilities (FEIs) among those inspections. */
            facilities_inspected: number;
            /** @description The three product types most often inspected, most frequent first. */
            top_product_types: string[];
            /** @description The five sections most often cited in those inspections. */
            top_cfrs: {
                /** @description CFR section, e.g. '21 CFR 211.192' (paragraphs dropped). */
                cfr: string;
                /** @description Citations of that section. */
                count: number;
            }[];
        };
        InvestigatorProfileResponse: {
            /** @description Stable id of the investigator: `inv_` + 16 hex digits of the SHA-256 of the matching key (the name lower-cased, spacing and trailing dots ignored). Use it with GET /v1/483/investigators/{id}/profile. */
            investigator_id: string;
            /** @description Name as printed in public records (the spelling seen most often); may be abbreviated, and two people can share an abbreviation. */
            investigator_name: string;
            /** @description Inspections that name the investigator (lead or team member) and produced a Form 483. */
            total_inspections: number;
            /** @description OAI ÷ inspections whose OAI status is known (a classification, or a source stating "not OAI"); null when none is known (a published 483 alone does not state NAI/VAI/OAI). */
            oai_rate: number | null;
            /** @description Inspections whose OAI status is known: the denominator of oai_rate. */
            classified_inspections: number;
            /** @description Distinct facilities (FEIs) among those inspections. */
            facilities_inspected: number;
            /** @description The three product types most often inspected, most frequent first. */
            top_product_types: string[];
            /** @description The five sections most often cited in those inspections. */
            top_cfrs: {
                /** @description CFR section, e.g. '21 CFR 211.192' (paragraphs dropped). */
                cfr: string;
                /** @description Citations of that section. */
                count: number;
            }[];
            /** @description Inspections naming the investigator per FDA fiscal year (1 October – 30 September), every year from the first to the last, 0 where none. Public records do not say who led an inspection, so every named investigator is counted. */
            inspections_by_fiscal_year: {
                [key: string]: number;
            } | null;
            /** @description Outcomes of those inspections as a source states them; never guessed. Null (like inspections_by_fiscal_year) only while the analytics predate these figures. */
            classification_outcomes: {
                /** @description Inspections classified No Action Indicated. */
                NAI: number;
                /** @description Inspections classified Voluntary Action Indicated. */
                VAI: number;
                /** @description Inspections classified Official Action Indicated. */
                OAI: number;
                /** @description Inspections a source states only as not OAI (NAI and VAI not told apart); never split by guess. */
                not_oai_unsplit: number;
                /** @description Inspections no source classifies (known only from their 483). */
                unclassified: number;
            } | null;
            /** @description End date of the earliest inspection naming the investigator. */
            first_inspection_date: string | null;
            /** @description End date of the latest one. */
            last_inspection_date: string | null;
            /** @description How to read this profile: where the data come from and what they leave out. */
            data_notice: string[];
            query_metadata: components["schemas"]["QueryMetadata"];
        };
        InvestigatorResponse: {
            /** @description Stable id of the investigator: `inv_` + 16 hex digits of the SHA-256 of the matching key (the name lower-cased, spacing and trailing dots ignored). Use it with GET /v1/483/investigators/{id}/profile. */
            investigator_id: string;
            /** @description Name as printed in public records (the spelling seen most often); may be abbreviated, and two people can share an abbreviation. */
            investigator_name: string;
            /** @description Inspections that name the investigator (lead or team member) and produced a Form 483. */
            total_inspections: number;
            /** @description OAI ÷ inspections whose OAI status is known (a classification, or a source stating "not OAI"); null when none is known (a published 483 alone does not state NAI/VAI/OAI). */
            oai_rate: number | null;
            /** @description Inspections whose OAI status is known: the denominator of oai_rate. */
            classified_inspections: number;
            /** @description Distinct facilities (FEIs) among those inspections. */
            facilities_inspected: number;
            /** @description The three product types most often inspected, most frequent first. */
            top_product_types: string[];
            /** @description The five sections most often cited in those inspections. */
            top_cfrs: {
                /** @description CFR section, e.g. '21 CFR 211.192' (paragraphs dropped). */
                cfr: string;
                /** @description Citations of that section. */
                count: number;
            }[];
            query_metadata: components["schemas"]["QueryMetadata"];
        };
        KeywordSearchRequest: {
            /** @description Keywords. */
            query: string;
            /** @description Source ids; default all. */
            sources?: ("fda" | "ich" | "ema" | "who" | "cdisc" | "fda-oncology")[];
            /**
             * @description Results (default 10, max 100).
             * @default 10
             */
            limit: number;
            /**
             * @description Results to skip (default 0, max 400: the ranking holds its best hits only).
             * @default 0
             */
            offset: number;
        };
        KeywordSearchResponse: {
            data: {
                rule_id: string;
                title: string;
                /**
                 * @description Source id: fda, ich, ema, who, cdisc or fda-oncology (fda also matches fda-oncology).
                 * @enum {string}
                 */
                source: "fda" | "ich" | "ema" | "who" | "cdisc" | "fda-oncology";
                publisher: string;
                document_type: string;
                /** @description Publisher reference: FDA docket, MDCG number, EMA product number. */
                reference: string | null;
                status: ("draft" | "final") | null;
                issue_date: string | null;
                /** @description YYYY-MM, when only the month of issue is known. */
                issue_month: string | null;
                /** @description Date the document took effect (effective date, else issue date); null when unknown. */
                effective_date: string | null;
                therapeutic_area: string[] | null;
                url: string | null;
                content: string;
                /** @description Share of the query words in title (counted double) and passage. */
                relevance_score: number;
            }[];
            pagination: {
                limit: number;
                offset: number;
                total: number;
                hasMore: boolean;
            };
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
        };
        KgApplicableRegulation: {
            /** @description `21 CFR 211.192` form; `21 CFR 820.30 (QSR)` for the Quality System Regulation text superseded on 2 February 2026. */
            cfr_section: string;
            /** @description Official heading; empty when no source holds it (never invented). */
            title: string;
            /** @enum {string} */
            relevance: "direct" | "indirect";
            /** @description The opening of the section text when the service holds it; otherwise the taxonomy note on what the section carries. */
            summary: string;
            product_type: string;
            /** @description Which paragraph or clause carries the requirement. */
            note?: string;
            subsections?: {
                subsection: string;
                text: string;
            }[];
        };
        KgClassifyRequest: {
            /** @description Required. The event in plain English (1–5,000 characters). */
            event?: string;
            /**
             * @description drug, food, device or api; inferred from the text when absent (default drug).
             * @enum {string}
             */
            product_type?: "drug" | "food" | "device" | "api";
            /**
             * @description Distinct event types to return, 1–5 (secondaries only at or above 0.60).
             * @default 1
             */
            top_n: number;
        } & {
            [key: string]: unknown;
        };
        KgClassifyResponse: {
            classification: {
                /** @description Taxonomy v3.0 id, or `unknown` below 0.60 confidence. */
                event_type: string;
                confidence: number;
                category: string;
                /** @description Null when the type is `unknown`. */
                severity: ("critical" | "major" | "minor") | null;
                /**
                 * @description high ≥ 0.85; medium 0.60–0.84 (lower confidence); low below 0.60 (`unknown`).
                 * @enum {string}
                 */
                confidence_level: "high" | "medium" | "low";
                lower_confidence?: boolean;
                manual_review_suggested: boolean;
                /** @enum {string} */
                product_type: "drug" | "food" | "device" | "api" | "supplement";
                /**
                 * @description `given` when the request named it; else `inferred` from the text; `product_type_evidence` empty means nothing in the text named a product class and the documented default `drug` applies.
                 * @enum {string}
                 */
                product_type_source: "given" | "inferred";
                /** @description What the inference read, as written: document 3's keywords, the vocabulary of the field ("catheter", "Listeria", "drug substance"), abbreviations ("DHR", "API"), Title 21 parts named ("21 CFR 820.30"), or `event type: <name>` when only the classified type says it (a HACCP plan is food). */
                product_type_evidence: string[];
                keywords_matched: string[];
            };
            applicable_regulations: components["schemas"]["KgApplicableRegulation"][];
            event_classification: {
                event_type: string;
                event_category: string;
                confidence: number;
                /** @description Null when the type is `unknown`. */
                severity: ("critical" | "major" | "minor") | null;
            };
            applicable_cfr_sections: string[];
            /** @description With top_n above 1: the primary and further distinct types, each at or above 0.60. */
            top_n_classifications?: {
                event_type: string;
                event_category: string;
                /** @description Null when the type is `unknown`. */
                severity: ("critical" | "major" | "minor") | null;
                confidence: number;
                applicable_cfr_sections: string[];
            }[];
            /** @description For `unknown`: the closest types, for the reviewer. */
            nearest_event_types?: {
                event_type: string;
                probability: number;
            }[];
            evidence_sources: components["schemas"]["KgEvidenceSource"][];
            evidence_chain: components["schemas"]["KgEvidenceChain"];
            response_metadata: components["schemas"]["KgResponseMetadata"];
        };
        KgEnforcementTimelineResponse: {
            cfr_section: string;
            title: string;
            facilities: {
                fei_number: string;
                facility_name: string | null;
                state: string | null;
                country: string | null;
                citations_under_section: number;
                oai_inspections: number;
                warning_letters: number;
                injunctions: number;
                consent_decrees: number;
            }[];
            timeline: {
                date: string;
                /** @enum {string} */
                event: "citation" | "oai_inspection" | "warning_letter" | "injunction" | "consent_decree" | "seizure" | "import_alert";
                fei_number: string;
                facility_name: string | null;
                detail: string;
                source_id: string;
            }[];
            summary: {
                facilities_cited: number;
                citations: number;
                oai_inspections: number;
                warning_letters: number;
                injunctions: number;
                consent_decrees: number;
                first_date: string | null;
                last_date: string | null;
            };
            total: number;
            limit: number;
            evidence_sources: components["schemas"]["KgEvidenceSource"][];
            evidence_chain: components["schemas"]["KgEvidenceChain"];
            response_metadata: components["schemas"]["KgResponseMetadata"];
        };
        KgEvidenceChain: {
            /**
             * @description `verified`: every source resolved; `partial`: some did not (e.g. a section known only by its heading); `unverified`: none did — do not rely on the answer.
             * @enum {string}
             */
            chain_integrity: "verified" | "partial" | "unverified";
            /** @description Share of the sources that resolved. */
            evidence_coverage: number;
            provenance_complete: boolean;
            sources_verified: number;
            /** @description The day the sources were resolved (YYYY-MM-DD). */
            last_verification_date: string;
        };
        KgEvidenceSource: {
            /** @enum {string} */
            source_type: "event_taxonomy" | "cfr_regulations" | "cfr_mapping" | "ich_guidelines" | "fda_483_database" | "semantic_search" | "geographic_metadata";
            /** @description An id this API serves: `21-CFR-211.192`, `Q7-12.4`, an observation id, the taxonomy version `v3.0`, an analytics document id. */
            source_id: string;
            /** @enum {string} */
            retrieval_method: "keyword_match" | "semantic_search" | "direct_lookup" | "cross_reference_mapping" | "hybrid_keyword_embedding" | "aggregation" | "deficiency_pattern_analysis";
            /** @description How much this source supports the answer: the classifier probability, the mapping alignment score, the similarity, or 1 for a direct lookup that resolved (0 when it did not). */
            confidence: number;
            matched_terms?: string[];
            documents_retrieved?: number;
            sections_retrieved?: number;
            total_records?: number;
            publication_date?: string;
            data_period?: string;
            authority?: string;
            page_reference?: string;
            /** @description True when the source resolved to content this service holds (text, records); false for a section known only by its heading. */
            verified: boolean;
        };
        KgIchGuidelineResponse: {
            guideline: {
                guideline_id: string;
                full_title: string;
                version: string;
                effective_date: string | null;
                scope: string;
                applicability: string;
                regulatory_status: string;
                last_updated: string | null;
                /** @description Which edition the text is served from (Q9: Q9(R1), 2023). */
                text_source: string;
            };
            table_of_contents: {
                section: string;
                title: string;
                subsections: string[];
            }[];
            sections?: {
                section: string;
                title: string;
                text: string;
                subsections: {
                    section: string;
                    title: string;
                    text: string;
                    cfr_mappings?: {
                        cfr_section: string;
                        title: string;
                        /** @enum {string} */
                        relevance: "direct" | "supporting" | "indirect";
                        mapping_rationale: string;
                        /** @description The ICH section the mapping is on: this one, or one below it (Q10 3.2.2 under 3.2). */
                        ich_section: string;
                    }[];
                    /** @description Q7 only (extension field): the ICH Q7 Q&As citing this section or its paragraphs. */
                    questions_and_answers?: components["schemas"]["KgIchQuestionAndAnswer"][];
                }[];
                cfr_mappings?: {
                    cfr_section: string;
                    title: string;
                    /** @enum {string} */
                    relevance: "direct" | "supporting" | "indirect";
                    mapping_rationale: string;
                    /** @description The ICH section the mapping is on: this one, or one below it (Q10 3.2.2 under 3.2). */
                    ich_section: string;
                }[];
                /** @description Q7 only (extension field): the ICH Q7 Q&As citing the chapter itself, by its number or, in a chapter without subsections (13, 15, 16), by one of its paragraphs; those citing a subsection are listed under it. */
                questions_and_answers?: components["schemas"]["KgIchQuestionAndAnswer"][];
            }[];
            cfr_cross_reference_summary?: {
                total_cfr_mappings: number;
                direct_mappings: number;
                supporting_mappings: number;
                indirect_mappings: number;
                most_referenced_cfr: {
                    cfr_section: string;
                    title: string;
                    mapping_count: number;
                    ich_sections: string[];
                }[];
            };
            related_guidelines: {
                guideline_id: string;
                title: string;
                relationship: string;
                description: string;
            }[];
            evidence_sources: components["schemas"]["KgEvidenceSource"][];
            evidence_chain: components["schemas"]["KgEvidenceChain"];
            response_metadata: components["schemas"]["KgResponseMetadata"];
        };
        KgIchQuestionAndAnswer: {
            /** @description The Q&A number in the ICH Q7 Q&As (`5.1`): Q7 chapter, then position; not a Q7 section number. */
            qa_number: string;
            /** @description The question as the Q&A document states it. */
            question: string;
            /** @description The opening of the answer (up to 300 characters, cut at a word, "…" when cut). */
            answer_excerpt: string;
            /** @description Every Q7 section the Q&A cites, as cited (`12.76` is a paragraph of section 12.7). */
            cited_sections: string[];
            /** @description The rule document holding the Q&A, `ich-guideline:q7-qa` (GET /v1/rules/ich-guideline:q7-qa); the Q&A is its section headed `Q&A <qa_number>`. */
            source_id: string;
            /** @description `Q&A <qa_number>`: the heading of the Q&A in that document. */
            page_reference: string;
        };
        KgIchSectionResponse: {
            guideline_info: {
                guideline_id: string;
                full_title: string;
                version: string;
                effective_date: string | null;
            };
            section: {
                section_number: string;
                section_id: string;
                title: string;
                parent_section: {
                    section_number: string;
                    title: string;
                } | null;
                full_text: string;
                subsections?: {
                    subsection: string;
                    title?: string;
                    text: string;
                }[];
                key_requirements: string[];
                applicability: {
                    manufacturing_stages: string[];
                    facility_types: string[];
                    product_types: string[];
                };
            };
            cfr_cross_references?: {
                cfr_section: string;
                title: string;
                /** @enum {string} */
                relevance: "direct" | "supporting" | "indirect";
                /** @enum {string} */
                mapping_type: "equivalent" | "related" | "prerequisite";
                mapping_rationale: string;
                cfr_text_excerpt: string;
                alignment_score: number;
                subsection_mappings: {
                    ich_subsection: string;
                    cfr_subsection: string;
                    alignment: number | null;
                    notes: string | null;
                }[];
            }[];
            related_ich_sections: {
                section: string;
                title: string;
                relationship: string;
                description: string;
            }[];
            parent_context?: {
                section_number: string;
                title: string;
                text: string;
            };
            /** @description Q7 only (extension field; document 3 has none): the ICH Q7 Q&As (Step 4, 10 June 2015) citing this section or one of its numbered paragraphs (for a chapter, any of its sections), with the question, the opening of the answer and the rule document holding it. Empty when none cites it or the Q&As are not ingested; absent for Q9 and Q10. */
            questions_and_answers?: components["schemas"]["KgIchQuestionAndAnswer"][];
            practical_guidance: {
                implementation_steps: string[];
                common_deficiencies: string[];
                inspection_focus_areas: string[];
                basis: string;
            };
            evidence_sources: components["schemas"]["KgEvidenceSource"][];
            evidence_chain: components["schemas"]["KgEvidenceChain"];
            response_metadata: components["schemas"]["KgResponseMetadata"];
        };
        KgInvestigateRequest: {
            /** @description The event (1–5,000 characters). `event_text` is accepted instead. */
            event?: string;
            /** @description Alternative name of `event` (SPEC-DECISIONS 19). */
            event_text?: string;
            /**
             * @description drug, food, device or api; inferred from the text when absent (default drug).
             * @enum {string}
             */
            product_type?: "drug" | "food" | "device" | "api";
            /**
             * @description Similar historical observations (default true). Alias: include_similar_observations.
             * @default true
             */
            include_similar: boolean;
            /**
             * @description Alternative name of include_similar.
             * @default true
             */
            include_similar_observations: boolean;
            /**
             * @description ICH sections mapped to the regulations (default true).
             * @default true
             */
            include_ich: boolean;
            /**
             * @description Risk assessment (default true).
             * @default true
             */
            include_risk_assessment: boolean;
            /**
             * @description Paragraphs of each applicable regulation (default true).
             * @default true
             */
            include_regulatory_text: boolean;
            /**
             * @description Least similarity of a returned observation (0–1, default 0.75).
             * @default 0.75
             */
            similarity_threshold: number;
        } & {
            [key: string]: unknown;
        };
        KgInvestigateResponse: {
            event_classification: {
                event_type: string;
                confidence: number;
                category: string;
                /** @description Null when the type is `unknown`. */
                severity: ("critical" | "major" | "minor") | null;
                keywords_extracted: string[];
                product_type: string;
                /** @enum {string} */
                product_type_source: "given" | "inferred";
            };
            applicable_regulations: components["schemas"]["KgApplicableRegulation"][];
            similar_observations?: {
                observation_id: string;
                similarity_score: number;
                text: string;
                cited_regulations: string[];
                facility_type: string | null;
                inspection_year: number | null;
                product_category: string | null;
                source_metadata: {
                    source_type: string;
                    source_id: string;
                    retrieval_method: string;
                    embedding_model: string;
                };
            }[];
            ich_guideline_results?: {
                guideline: string;
                guideline_title: string;
                /** @enum {string} */
                regime: "gmp" | "gcp";
                sections: {
                    section: string;
                    title: string;
                    text: string;
                    relevance_score: number;
                    related_cfr: string[];
                }[];
            }[];
            risk_assessment?: {
                /** @enum {string} */
                risk_level: "critical" | "high" | "medium" | "low";
                risk_score: number;
                score_basis: string;
                impact_areas: {
                    area: string;
                    severity: string;
                    rationale: string;
                }[];
                recommended_actions: {
                    /** @enum {string} */
                    priority: "immediate" | "short_term" | "long_term";
                    action: string;
                }[];
                similar_citation_frequency: {
                    total_similar_citations: number;
                    time_period: string;
                    /** @enum {string} */
                    trend: "increasing" | "stable" | "decreasing";
                    trend_percentage: string | null;
                    most_common_cfr: string | null;
                };
            };
            evidence_sources: components["schemas"]["KgEvidenceSource"][];
            evidence_chain: components["schemas"]["KgEvidenceChain"];
            response_metadata: components["schemas"]["KgResponseMetadata"];
        };
        KgRegulationResponse: {
            regulation: {
                cfr_section: string;
                part: string;
                subpart: string | null;
                section: string;
                title: string;
                full_citation: string;
                product_types: string[];
                effective_date: string | null;
                last_updated: string | null;
                /** @description False when the service knows the section only by its heading (SPEC-DECISIONS 24): `full_text` is then empty. */
                text_available: boolean;
            };
            full_text: {
                summary: string;
                subsections?: {
                    subsection: string;
                    text: string;
                }[];
            };
            ich_cross_references?: {
                guideline: string;
                guideline_title: string;
                /** @enum {string} */
                regime: "gmp" | "gcp";
                sections: {
                    section: string;
                    title: string;
                    text: string;
                    /** @enum {string} */
                    relevance: "direct" | "supporting" | "indirect";
                    mapping_rationale: string;
                    alignment_score: number;
                }[];
            }[];
            related_regulations?: {
                cfr_section: string;
                title: string;
                /** @enum {string} */
                relationship: "prerequisite" | "supporting" | "related";
                rationale: string;
            }[];
            common_citations: {
                total_483_citations: number;
                data_period: string;
                citation_rank: number | null;
                /** @enum {string} */
                trending: "increasing" | "stable" | "decreasing";
                most_common_deficiency_types: string[];
            };
            evidence_sources: components["schemas"]["KgEvidenceSource"][];
            evidence_chain: components["schemas"]["KgEvidenceChain"];
            response_metadata: components["schemas"]["KgResponseMetadata"];
        };
        KgResponseMetadata: {
            processing_timestamp: string;
            resolver_version: string;
            function_request_id: string;
            processing_time_ms: number;
            total_sources_consulted: number;
            /** @enum {string} */
            cache_status?: "hit" | "miss";
            taxonomy_version?: string;
            ich_database_version?: string;
            cfr_database_version?: string;
            analytics_version?: string;
        } & {
            [key: string]: unknown;
        };
        KgTaxonomyResponse: {
            taxonomy_version: string;
            total_event_types: number;
            categories: {
                category: string;
                event_types: string[];
            }[];
            event_types: {
                id: string;
                name: string;
                category: string;
                /** @enum {string} */
                severity: "critical" | "major" | "minor";
                description: string;
                keywords: string[];
                cfr_sections: {
                    [key: string]: {
                        section: string;
                        /** @enum {string} */
                        relevance: "direct" | "indirect";
                        note?: string;
                    }[];
                };
                ich_references: {
                    section: string;
                    relevance: string;
                    note?: string;
                }[];
            }[];
            aliases: {
                alias: string;
                canonical: string;
                rationale: string;
            }[];
            evidence_sources: components["schemas"]["KgEvidenceSource"][];
            evidence_chain: components["schemas"]["KgEvidenceChain"];
            response_metadata: components["schemas"]["KgResponseMetadata"];
        };
        KgTrendsResponse: {
            analysis_period: {
                start_date: string;
                end_date: string;
                duration_days: number;
                total_observations_analyzed: number;
                total_facilities_inspected: number;
                end_date_basis: string;
            } & {
                [key: string]: unknown;
            };
            trending_citations?: ({
                rank: number;
                cfr_section: string;
                citation_count: number;
                /** @enum {string} */
                trend: "increasing" | "stable" | "decreasing";
            } & {
                [key: string]: unknown;
            })[];
            trending_event_types?: ({
                rank: number;
                event_type: string;
                occurrence_count: number;
                /** @enum {string} */
                trend: "increasing" | "stable" | "decreasing";
            } & {
                [key: string]: unknown;
            })[];
            regulation_focus_areas?: ({
                cfr_part: string;
                citation_count: number;
                /** @enum {string} */
                trend: "increasing" | "stable" | "decreasing";
            } & {
                [key: string]: unknown;
            })[];
            geographic_trends: ({
                region: string;
                inspection_count: number;
                observation_count: number;
            } & {
                [key: string]: unknown;
            })[];
            severity_trends: {
                critical: {
                    count: number;
                } & {
                    [key: string]: unknown;
                };
                major: {
                    count: number;
                } & {
                    [key: string]: unknown;
                };
                minor: {
                    count: number;
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
            predictive_forecasts: {
                enabled: boolean;
                next_quarter_predictions: unknown;
            } & {
                [key: string]: unknown;
            };
            evidence_sources: components["schemas"]["KgEvidenceSource"][];
            evidence_chain: components["schemas"]["KgEvidenceChain"];
            response_metadata: components["schemas"]["KgResponseMetadata"];
        };
        ObservationCfrSection: {
            /** @description `21 CFR 211.192` form. */
            cfr_section: string;
            /** @description Official heading (ingested text or reference list); empty when unknown. */
            title: string;
            /** @description How sure the mapping is: 1.0 when the text cites the section, else the event classification confidence weighted by how directly the section governs the event type. */
            confidence: number;
            /** @description Why the section was chosen: `cited in text`, `event type <id>` (primary classification) or `event type <id> (secondary)`. */
            basis: string;
        };
        ObservationHit: {
            observation_id: string;
            /** @description The Dashboard inspection id where the facility has a Dashboard inspection ending on the 483 date (the id `/v1/483/facilities/{fei}/inspections` and `/citations` use), else the 483 inspection id `483-<FEI>-<YYYYMMDD>`. */
            inspection_id: string;
            fei_number: string;
            facility_name: string;
            city: string | null;
            state: string | null;
            country: string;
            inspection_end_date: string;
            /** @description Classification of that inspection as the Dashboard states it (a 483 alone never states one); null when no source classifies it or it is known only as not OAI (SPEC-DECISIONS 23). */
            classification: ("NAI" | "VAI" | "OAI") | null;
            product_type: string;
            program_area: string;
            /** @description Primary CFR section, matched from the citation text. */
            act_cfr_number: string | null;
            short_description: string | null;
            observation_text: string;
            similarity_score: number;
            /** @enum {string} */
            relevance: "low" | "medium" | "high";
            confidence_level: number;
            categories: string[];
            severity_score: number;
            /** @description Only when include_facility_context is true: the facility’s record, the same one the facility endpoints serve. */
            facility_context?: {
                /** @description The facility summary’s total (as `/v1/483/facilities/{fei}/inspections`); null while the facility record is not indexed yet. */
                total_inspections: number | null;
                /** @description Classifications a source states for the facility’s 5 latest inspections, newest first; unclassified and not-OAI inspections add none. */
                recent_classifications: string[];
                /** @description Warning letters in the facility summary; null while the facility record is not indexed yet. */
                warning_letters: number | null;
                /** @description End date of the facility’s latest inspection (any source). */
                last_inspection_date: string | null;
                /** @description Parent company; null when no source names one. */
                parent_company: string | null;
            };
            data_attribution: components["schemas"]["DataAttribution"];
        };
        ObservationIchSection: {
            /** @description ICH section id, e.g. `ICH Q10 3.2.2`. */
            ich_section: string;
            /** @description ICH guideline code: Q7, Q9, Q9(R1), Q10 or E6(R3). */
            guideline: string;
            /**
             * @description `gmp` (Q7/Q9/Q10 for manufacturing sections) or `gcp` (E6(R3) for clinical-research sections).
             * @enum {string}
             */
            regime: "gmp" | "gcp";
            /** @description The curated alignment score of the CFR ↔ ICH mapping. */
            relevance_score: number;
            mapping_rationale: string;
            /** @description The CFR section of `cfr_sections` this ICH section maps from. */
            via_cfr: string;
        };
        ObservationListItem: {
            /** @description Stable observation id. */
            observation_id: string;
            /** @description Number of the observation on its Form 483. */
            observation_number: number;
            /** @description The inspection the observation was made in. */
            inspection_id: string;
            /** @description Facility FEI. */
            fei_number: string;
            /** @description Firm name as the 483 gives it; null when unknown. */
            facility_name: string | null;
            /** @description City; null when unknown. */
            city: string | null;
            /** @description State or region; null when unknown. */
            state: string | null;
            /** @description Country. */
            country: string;
            /** @description ISO 8601 date the inspection ended (the 483 date). */
            inspection_end_date: string;
            /** @description FDA fiscal year (starts 1 October). */
            fiscal_year: number;
            /** @description Null when no classification source covers the inspection yet. */
            classification: ("NAI" | "VAI" | "OAI") | null;
            /** @description Product type of the inspection. */
            product_type: string;
            /** @description FDA program area. */
            program_area: string;
            /** @description Primary CFR section, matched from the citation text. */
            act_cfr_number: string | null;
            /** @description Standardised short description, when matched. */
            short_description: string | null;
            /** @description Full observation text. */
            observation_text: string;
            /** @description Machine-assigned compliance categories. */
            categories: string[];
            /** @description Severity 0.0-10.0. */
            severity_score: number;
            data_attribution: components["schemas"]["RecordDataAttribution"];
        };
        ObservationListResponse: {
            /** @description One page of observations. */
            data: components["schemas"]["ObservationListItem"][];
            /** @description Request id and server processing time. */
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
            /** @description limit, offset, total matched, and whether more follow. */
            pagination: {
                limit: number;
                offset: number;
                total: number;
                hasMore: boolean;
            };
        };
        ObservationMappingRequest: {
            /** @description The observation as written on the Form 483 (1–5,000 characters). */
            observation_text: string;
            /** @description drug, biologics, device, food, api or supplement (case-insensitive; `medical_device` means device). Inferred from the text when absent. */
            product_type?: string;
            /**
             * @description CFR sections and rule documents to return, each (1–20, default 5).
             * @default 5
             */
            top_k: number;
        };
        ObservationMappingResponse: {
            observation_text: string;
            /** @description Observation categories, strongest first (may be empty). */
            categories: ("Data Integrity" | "Process Controls" | "Quality System" | "Laboratory Controls" | "Facility & Equipment" | "Sterility Assurance" | "Aseptic Processing" | "Environmental Monitoring" | "Process Validation" | "Documentation" | "Stability Studies")[];
            /** @description Most confident first, at most top_k. */
            cfr_sections: components["schemas"]["ObservationCfrSection"][];
            /** @description Curated ICH mappings of the returned CFR sections, labelled by regime; strongest first. */
            ich_sections: components["schemas"]["ObservationIchSection"][];
            /** @description Rule documents (not chunks) most similar to the observation, at most top_k. */
            rule_documents: components["schemas"]["ObservationRuleDocument"][];
            /** @description The taxonomy v3.0 event type, or null when the classifier is below its 0.60 floor. */
            event_type: {
                id: string;
                name: string;
                confidence: number;
            } | null;
            /** @description The product type used: as given, or inferred from the text (default drug). */
            product_type: string;
            query_metadata: components["schemas"]["QueryMetadata"];
        };
        ObservationRuleDocument: {
            rule_id: string;
            /** @description Rule source id (fda, ich, ema …). */
            source: string;
            title: string;
            /** @description Hybrid (semantic and term-coverage) similarity of the best passage, 0–1. */
            similarity_score: number;
            /** @description The best-matching passage of the document (at most 400 characters). */
            excerpt: string;
        };
        ObservationSearchRequest: {
            /** @description Natural-language question, e.g. "OOS results not investigated"; surrounding spaces are ignored by the search. */
            query: string;
            /** @description Narrow the search; all given filters must hold. */
            filters?: {
                /** @description Inspection classifications to keep (NAI, VAI, OAI). */
                classification?: ("NAI" | "VAI" | "OAI")[];
                /** @description e.g. drug, biologics, medical_device, food. */
                product_type?: string;
                /** @description Inspection end date range. */
                date_range?: {
                    /** @description First day, inclusive. */
                    start?: string;
                    /** @description Last day, inclusive. */
                    end?: string;
                } | string;
                /** @description e.g. Drugs, Biologics, Devices, Foods. */
                program_area?: string;
                /** @description CFR section such as 211.113 or 21 CFR 211.113(b). */
                cfr_reference?: string;
                /** @description Observation category, e.g. Data Integrity. */
                category?: string;
            };
            /** @description Results to return (default 10, max 100). */
            top_k?: number;
            /** @description Alias of top_k (overview form). */
            limit?: number;
            /** @description Alias of filters.cfr_reference (overview form). */
            cfr_citation?: string;
            /**
             * @description Add each facility’s inspection context to every hit.
             * @default false
             */
            include_facility_context: boolean;
            /**
             * @description Reserved: regulatory mapping per hit.
             * @default true
             */
            include_regulatory_mapping: boolean;
            /**
             * @description Expand abbreviations and synonyms before searching.
             * @default true
             */
            enable_query_expansion: boolean;
        };
        ObservationSearchResponse: {
            /** @description The query text exactly as sent. */
            query: string;
            /** @description Most similar first. */
            results: components["schemas"]["ObservationHit"][];
            query_metadata: {
                execution_time_ms: number;
                /** @description Count returned. */
                total_results: number;
                indexes_searched: string[];
                /** @description True: hybrid lexical + semantic ranking. */
                enhanced_pipeline: boolean;
                enhanced_search: {
                    query_expansion_enabled: boolean;
                    expanded_query: string | null;
                    abbreviations_found: string[];
                    synonyms_added: string[];
                    domain_terms_added: string[];
                    intent: {
                        program_area: string | null;
                        /** @enum {string} */
                        query_type: "general" | "analytical" | "definition" | "requirements" | "examples";
                        cfr_section: string | null;
                    };
                };
            };
        };
        /** @description The OpenAPI 3.1 document of this API. */
        OpenApiDocument: {
            /**
             * @description OpenAPI version of this document.
             * @constant
             */
            openapi: "3.1.0";
        } & {
            [key: string]: unknown;
        };
        OutcomeProbability: {
            /**
             * @description What the probability is of: an OAI inspection or a warning letter within 24 months.
             * @constant
             */
            outcome: "oai_or_warning_letter_within_24_months";
            /** @description Calibrated on a time-split training set of 49,247 facilities (cut 2019-10-01); Brier score on the later test split in docs/backtest.md. */
            probability: number;
            /** @description Which fit produced it. */
            calibration_version: string;
        };
        PatternsListResponse: {
            data: {
                pattern_id: string;
                /** @enum {string} */
                kind: "amendment_pattern" | "observation_category";
                name: string;
                description: string;
                /** @description Amendment patterns: base risk of the change; null for observation categories. */
                risk_level: ("high" | "medium" | "low") | null;
                /** @description The data behind the pattern. */
                data: {
                    /** @description What the figures are computed from. */
                    source: string;
                    /**
                     * @description Whether figures could be computed from the data held.
                     * @enum {string}
                     */
                    status: "ok" | "insufficient_data" | "no_version_history" | "not_computed";
                    trials_analyzed?: number | null;
                    /** @description Amendment patterns: percent of analysed trials showing it (all areas, 5 years). */
                    frequency?: number | null;
                    /** @description Observation categories: 483 observations assigned the category. */
                    observation_count?: number | null;
                    note: string | null;
                };
            }[];
            pagination: {
                limit: number;
                offset: number;
                total: number;
                hasMore: boolean;
            };
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
        };
        PreventionStrategiesResponse: {
            data: {
                pattern_id: string;
                /** @enum {string} */
                kind: "amendment_pattern" | "observation_category";
                name: string;
                strategies: components["schemas"]["PreventionStrategy"][];
            }[];
            pagination: {
                limit: number;
                offset: number;
                total: number;
                hasMore: boolean;
            };
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
        };
        PreventionStrategy: {
            strategy: string;
            regulatory_basis: components["schemas"]["RegulatoryBasis"][];
        };
        QueryMetadata: {
            execution_time_ms: number;
        };
        Readiness: {
            data: {
                /**
                 * @description ready: stores reachable and the first enrichment catch-up done (200); not_ready otherwise (503).
                 * @enum {string}
                 */
                status: "ready" | "not_ready";
                /** @description One probe per store the API reads: bus, search, graph, rate-limiter. */
                stores: {
                    [key: string]: {
                        /** @enum {string} */
                        status: "up" | "down";
                        /** @description Why a store is down. */
                        detail?: string;
                    };
                };
                /** @description Enrichment progress as the bus reports it, whichever process runs the pipeline. */
                pipeline: {
                    /** @description True once every enrichment step had read everything on its topics at least once since this process started; stays true afterwards. */
                    caught_up: boolean;
                    /** @description Messages the steps have yet to read, summed, at this check. */
                    lag: number;
                    /** @description Steps (consumer groups) with messages left to read. */
                    behind: string[];
                };
                /** @description What keeps the instance out of rotation; empty when ready. */
                missing: string[];
            };
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
        };
        RecordDataAttribution: {
            /** @description Always `v1`. */
            api_version: string;
            /** @description The public source this record came from. */
            data_source_name: string;
            /** @description Where that source is published. */
            data_source_url: string;
            /** @description When RegIntel last read this record from its source. */
            last_updated: string;
        };
        RegulatoryBasis: {
            /** @enum {string} */
            authority: "FDA" | "ICH" | "EU";
            document: string;
            /** @description Section, or "Whole document" when the guideline is cited as a whole. */
            section: string;
        };
        RegulatoryMappingDataAttribution: {
            /** @description Always `v1`. */
            api_version: string;
            /** @description The texts and data behind the entry. */
            data_source_name: string;
            /** @description Where the regulation text is published. */
            data_source_url: string;
            /** @description When RegIntel read the section headings, mappings and citation counts this answer was built from (ISO 8601). */
            retrieved_at: string;
        };
        RegulatoryMappingDetail: {
            /** @description Title 21 section, `21 CFR 312.62` form (no paragraph). */
            cfr_section: string;
            /** @description Official section heading, from the ingested eCFR text or the reference list of headings; empty when neither holds it (never invented). */
            cfr_title: string;
            /** @description Form 483 citations of this section (any paragraph) in the observation data; 0 when never cited. */
            occurrence_count: number;
            /** @description Curated ICH E6(R3) mappings, strongest first. Only GCP-regime sections (21 CFR 11, 50, 54, 56, 312, 812) map to E6(R3); GMP sections answer `[]` here (their Q7/Q9/Q10 links live under /v1/kg). */
            ich_mappings: components["schemas"]["IchMapping"][];
            /** @description What the entry is built from. */
            source: string;
            /** @description The eCFR page of the section. */
            source_url: string;
            data_attribution: components["schemas"]["RegulatoryMappingDataAttribution"];
            /** @description The eCFR page of the section, e.g. https://www.ecfr.gov/current/title-21/section-312.62. */
            cfr_reference_url: string;
            query_metadata: components["schemas"]["QueryMetadata"];
        };
        RegulatoryMappingEntry: {
            /** @description Title 21 section, `21 CFR 312.62` form (no paragraph). */
            cfr_section: string;
            /** @description Official section heading, from the ingested eCFR text or the reference list of headings; empty when neither holds it (never invented). */
            cfr_title: string;
            /** @description Form 483 citations of this section (any paragraph) in the observation data; 0 when never cited. */
            occurrence_count: number;
            /** @description Curated ICH E6(R3) mappings, strongest first. Only GCP-regime sections (21 CFR 11, 50, 54, 56, 312, 812) map to E6(R3); GMP sections answer `[]` here (their Q7/Q9/Q10 links live under /v1/kg). */
            ich_mappings: components["schemas"]["IchMapping"][];
            /** @description What the entry is built from. */
            source: string;
            /** @description The eCFR page of the section. */
            source_url: string;
            data_attribution: components["schemas"]["RegulatoryMappingDataAttribution"];
        };
        RegulatoryMappingList: {
            /** @description Every GCP-regime section with a curated ICH E6(R3) mapping, plus every Title 21 section cited in the Form 483 data (GMP ones with `ich_mappings: []`); most cited first, then in CFR order. */
            mappings: components["schemas"]["RegulatoryMappingEntry"][];
            /** @description Sections matching the filters. */
            total: number;
            offset: number;
            limit: number;
            filters_applied: {
                has_mappings: boolean;
                min_relevance: number;
                /** @description null if absent. */
                requirement: string | null;
            };
            query_metadata: components["schemas"]["QueryMetadata"];
            source: string;
            source_url: string;
            data_attribution: components["schemas"]["RegulatoryMappingDataAttribution"];
        };
        RegulatoryReference: {
            authority: string;
            document: string;
            section: string;
        };
        RequirementsSearchRequest: {
            /**
             * @description All given criteria must hold; an absent criterion does not filter.
             * @default {}
             */
            search_criteria: {
                /** @description One of Oncology, Cardiovascular, Neurology, Psychiatry, Immunology, Rheumatology, Infectious_Disease, Rare_Disease (case-insensitive; spaces read as underscores). */
                therapeutic_area?: string;
                /**
                 * @description I, II, III or IV.
                 * @enum {string}
                 */
                phase?: "I" | "II" | "III" | "IV";
                /** @description Requirement types, e.g. endpoint_definition; listed order ranks the results. */
                requirement_types?: ("endpoint_definition" | "sample_size" | "statistical_analysis" | "safety_reporting" | "informed_consent" | "blinding" | "control_group" | "eligibility" | "data_integrity" | "pediatric" | "dose_selection" | "safety_monitoring" | "trial_monitoring" | "ethics_review" | "trial_registration" | "special_populations")[];
            };
            /**
             * @description Results (default 10, max 100).
             * @default 10
             */
            max_results: number;
        };
        RequirementsSearchResponse: {
            /** @description Matches before the cut to max_results. */
            total_count: number;
            requirements: {
                id: string;
                authority: string;
                title: string;
                requirement_type: string;
                therapeutic_areas: "all" | string[];
                phases: string[];
                summary: string;
                /** @description Where the requirement is written; section "Whole document" when the numbering is not certain. */
                reference: {
                    document: string;
                    section: string;
                    url?: string;
                };
                /**
                 * @description area_specific: written for the asked area; general: binds every area.
                 * @enum {string}
                 */
                match: "area_specific" | "general";
            }[];
        };
        /** @description Facilities per composite risk level (methodology v2.0); unscored facilities are not counted, so the four may sum to less than total_facilities. */
        RiskDistribution: {
            /** @description Facilities whose composite risk score is below 25. */
            low: number;
            /** @description Facilities scoring 25 to below 50. */
            medium: number;
            /** @description Facilities scoring 50 to below 75. */
            high: number;
            /** @description Facilities scoring 75 or more. */
            critical: number;
        };
        RiskScoreListResponse: {
            /** @description One page of scores. */
            results: {
                /** @description Facility FEI. */
                fei_number: string;
                /** @description Composite score 0-100. */
                risk_score: number;
                /**
                 * @description Composite risk level.
                 * @enum {string}
                 */
                risk_level: "low" | "medium" | "high" | "critical";
                /** @description Points each factor contributes. */
                factors: {
                    [key: string]: number;
                };
            }[];
            /** @description Scores matching the filters. */
            total: number;
            /** @description Scores skipped. */
            offset: number;
            /** @description Page size. */
            limit: number;
            /** @description How the composite score is computed. */
            methodology: string;
            query_metadata: components["schemas"]["QueryMetadata"];
        };
        RiskScoreResponse: {
            /** @description Facility FEI. */
            fei_number: string;
            /** @description Composite score 0-100. */
            risk_score: number;
            /**
             * @description low < 25, medium < 50, high < 75, critical >= 75.
             * @enum {string}
             */
            risk_level: "low" | "medium" | "high" | "critical";
            /** @description Currently v2.0. */
            methodology_version: string;
            /** @description Points each factor contributes. */
            factors: {
                [key: string]: number;
            };
            /** @description How the score is computed. */
            methodology: string;
            /** @description Per factor: its definition and this facility’s numbers. */
            factor_descriptions: {
                [key: string]: string;
            };
            /** @description Extra to the spec: the calibrated probability of an OAI or a warning letter within 24 months at this score. */
            outcome_probability?: components["schemas"]["OutcomeProbability"];
            query_metadata: components["schemas"]["QueryMetadata"];
        };
        RuleDetailResponse: {
            data: {
                rule_id: string;
                title: string;
                /**
                 * @description Source id: fda, ich, ema, who, cdisc or fda-oncology (fda also matches fda-oncology).
                 * @enum {string}
                 */
                source: "fda" | "ich" | "ema" | "who" | "cdisc" | "fda-oncology";
                publisher: string;
                document_type: string;
                /** @description Publisher reference: FDA docket, MDCG number, EMA product number. */
                reference: string | null;
                status: ("draft" | "final") | null;
                issue_date: string | null;
                /** @description YYYY-MM, when only the month of issue is known. */
                issue_month: string | null;
                /** @description Date the document took effect (effective date, else issue date); null when unknown. */
                effective_date: string | null;
                therapeutic_area: string[] | null;
                url: string | null;
                section_count: number;
                word_count: number;
                /** @description The document text in reading order, one entry per run of text under the same headings. */
                sections: {
                    /** @description Headings above the section, outermost first. */
                    heading_path: string[];
                    /** @description The headings joined with ›. */
                    heading: string;
                    text: string;
                    word_count: number;
                }[];
            };
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
        };
        RuleHitA: {
            /** @description Identifier of the rule document (stable; GET /v1/rules/{id}). */
            rule_id: string;
            title: string;
            /**
             * @description Source id: fda, ich, ema, who, cdisc or fda-oncology (fda also matches fda-oncology).
             * @enum {string}
             */
            source: "fda" | "ich" | "ema" | "who" | "cdisc" | "fda-oncology";
            /** @description 0.70 and above: high confidence; 0.50–0.70 good; 0.25–0.50 partial. */
            similarity_score: number;
            /** @description Date the document took effect: its effective date, else its issue date (YYYY-MM-DD; the first of the month when only the month is known); null when the source gives none. */
            effective_date: string | null;
        };
        RuleHitB: {
            rule_id: string;
            title: string;
            /**
             * @description Source id: fda, ich, ema, who, cdisc or fda-oncology (fda also matches fda-oncology).
             * @enum {string}
             */
            source: "fda" | "ich" | "ema" | "who" | "cdisc" | "fda-oncology";
            /** @description The originating document: its publisher reference (docket, MDCG number) when it has one, else its title. */
            source_document: string;
            /** @description The best-matching passage of the document (excerpt). */
            content: string;
            /** @description 0.70 and above: high confidence; 0.50–0.70 good; 0.25–0.50 partial. */
            relevance_score: number;
            metadata: {
                /** @description As in shape A; null when the source gives no date. */
                effective_date: string | null;
                /** @description e.g. guidance, draft guidance, MDCG guidance, EPAR. */
                document_type: string;
                /** @description Therapeutic areas of the document, comma-separated; null when it has none. */
                therapeutic_area: string | null;
            };
        };
        RulesListResponse: {
            /** @description One page of rule documents. */
            data: {
                rule_id: string;
                title: string;
                /**
                 * @description Source id: fda, ich, ema, who, cdisc or fda-oncology (fda also matches fda-oncology).
                 * @enum {string}
                 */
                source: "fda" | "ich" | "ema" | "who" | "cdisc" | "fda-oncology";
                publisher: string;
                document_type: string;
                /** @description Publisher reference: FDA docket, MDCG number, EMA product number. */
                reference: string | null;
                status: ("draft" | "final") | null;
                issue_date: string | null;
                /** @description YYYY-MM, when only the month of issue is known. */
                issue_month: string | null;
                /** @description Date the document took effect (effective date, else issue date); null when unknown. */
                effective_date: string | null;
                therapeutic_area: string[] | null;
                url: string | null;
                /** @description Only with q: how well the document matches it. */
                relevance_score?: number;
            }[];
            pagination: {
                limit: number;
                offset: number;
                total: number;
                hasMore: boolean;
            };
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
        };
        SemanticSearchRequest: {
            /** @description Natural-language question, e.g. "How should a sponsor set up a data monitoring committee?". */
            query: string;
            /** @description Source ids to search; default all. */
            sources?: ("fda" | "ich" | "ema" | "who" | "cdisc" | "fda-oncology")[];
            /** @description Results to return (shape A; default 5, max 50). */
            top_k?: number;
            /** @description Least similarity_score returned (shape A; default 0.25). */
            min_similarity?: number;
            /** @description Alias form: results to return (shape B; default 10, max 50). */
            limit?: number;
            /** @description Alias form: least relevance_score returned (shape B; default 0.5). */
            threshold?: number;
        };
        SemanticSearchResponseA: {
            query: string;
            /** @description Most similar first; one hit per document. */
            results: components["schemas"]["RuleHitA"][];
            query_metadata: {
                execution_time_ms: number;
                /** @description Model that embedded the query and the documents. */
                embedding_model: string;
                indexes_searched: string[];
                /** @description Count returned. */
                total_results: number;
            };
        };
        SemanticSearchResponseB: {
            query: string;
            /** @description Count returned. */
            total_results: number;
            /** @description Most relevant first; one hit per document. */
            results: components["schemas"]["RuleHitB"][];
            processing_time_ms: number;
        };
        SimilarApprovedTrial: {
            /** @description ClinicalTrials.gov NCT number. */
            trial_id: string;
            /** @description Brief title as registered; null when the record held has none (a version rebuilt from a record history). */
            title: string | null;
            /** @description The therapeutic area shared with the protocol (one of the eight, inferred for the trial from its conditions). */
            therapeutic_area: string;
            /** @description Conditions as registered, joined with "; "; null when the record names none. */
            indication: string | null;
            /** @description Always null: ClinicalTrials.gov records trial status and results, never whether or when a product was approved, and no source held says so. */
            approval_date: string | null;
            /** @description 0-1: same therapeutic area, then indication, phase, design and primary-endpoint similarity. */
            relevance_score: number;
        };
        TrendingCitation: {
            /** @description The cited number as FDA prints it (paragraphs kept, as on FDA's Dashboard). */
            act_cfr_number: string;
            /** @description The short description most often printed with this number; null when none is. */
            description: string | null;
            /** @description Citations in the current period. */
            occurrence_count: number;
            /** @description Citations in the previous period. */
            previous_count: number;
            /**
             * @description increasing at +10 % or more, decreasing at −10 % or less, stable between.
             * @enum {string}
             */
            trend_direction: "increasing" | "stable" | "decreasing";
            /** @description (current − previous) ÷ previous × 100, one decimal, positive for increases; null for a rise from zero (no meaningful percentage). */
            percentage_change: number | null;
            /** @description The three product types most cited under this number in the two periods. */
            top_product_types: string[];
            /** @description Whether the change is more than chance; small counts cannot be significant. */
            significance: {
                /**
                 * @description The test used.
                 * @constant
                 */
                method: "exact_conditional_binomial";
                /** @description Two-sided exact test that the rate did not change (Poisson counts, conditional binomial). */
                p_value: number;
                /** @description p_value < 0.05. */
                significant: boolean;
                /** @description Benjamini–Hochberg adjusted p-value over every row of the period: trust a change when q < 0.05. */
                q_value: number;
            };
        };
        TrendingCitationsResponse: {
            /** @description Current fiscal quarter, FY<year>-Q<n> (FY starts 1 October): the latest complete quarter that has citations, on or before as_of when given. */
            period: string;
            /** @description The quarter before period. */
            previous_period: string;
            /** @description The days each period covers. */
            period_ranges: {
                current: {
                    /** @description First day (YYYY-MM-DD). */
                    start: string;
                    /** @description Last day (YYYY-MM-DD). */
                    end: string;
                };
                previous: {
                    /** @description First day (YYYY-MM-DD). */
                    start: string;
                    /** @description Last day (YYYY-MM-DD). */
                    end: string;
                };
            };
            /** @description CFR numbers cited in either period, most cited now first (then most cited before, then by number). */
            results: components["schemas"]["TrendingCitation"][];
            /** @description CFR numbers analysed that pass the filters (all analysed when no filter is given). */
            total: number;
            offset: number;
            limit: number;
            /** @description All citations in the current period (not only the listed rows). */
            total_citations_current: number;
            /** @description All citations in the previous period. */
            total_citations_previous: number;
            filters_applied: {
                /** @description Direction kept; null when absent. */
                trend: ("increasing" | "stable" | "decreasing") | null;
                /** @description Least occurrence_count kept. */
                min_count: number;
                /** @description Product type matched against top_product_types (case-insensitive); null when absent. */
                product_type: string | null;
                /** @description Reference day given; null when absent. */
                as_of: string | null;
            };
            query_metadata: components["schemas"]["QueryMetadata"];
        };
        Unauthorized: {
            /** @constant */
            message: "Unauthorized";
            error: {
                /** @enum {string} */
                code: "UNAUTHORIZED" | "INVALID_API_KEY";
                message: string;
            };
            meta: {
                requestId: string;
            };
        };
        Usage: {
            data: {
                /** @description The tenant’s plan: free, starter, pro or enterprise. */
                tier: string;
                /** @description Calls allowed this calendar month (UTC); null when unlimited (Enterprise). */
                monthlyLimit: number | null;
                /** @description Calls counted so far this month. */
                currentUsage: number;
                /** @description currentUsage as a percentage of monthlyLimit (0 when unlimited). */
                usagePercentage: number;
                /** @description Start of the current period (ISO 8601, UTC). */
                periodStart: string;
                /** @description End of the current period (ISO 8601, UTC). */
                periodEnd: string;
                /** @description Usage thresholds (80, 90, 100 %) reached this period; each also went out once as a tenant.events alert. */
                alerts: {
                    threshold: 80 | 90 | 100;
                    message: string;
                }[];
            };
            meta: {
                requestId: string;
                processingTimeMs: number;
            };
        };
        ValidateProtocolRequest: {
            /** @description The Protocol: title, therapeutic_area, indication, phase, study_design, endpoints, sample_size (all required), target_authorities. */
            protocol: unknown;
            /** @description Options; absent ones take their defaults. */
            validation_options?: {
                /** @description Default true (recommendations are Starter+). */
                include_recommendations?: boolean;
                /** @description Default true: also run the checks based on recent guidance. */
                check_recent_guidance?: boolean;
                /** @description Default false: add similar_approved_trials, the most similar completed ClinicalTrials.gov trials of the same therapeutic area (Starter+). */
                compare_similar_trials?: boolean;
            };
        };
        ValidationIssue: {
            issue_id: string;
            /** @enum {string} */
            severity: "critical" | "warning" | "info";
            category: string;
            title: string;
            description: string;
            regulatory_reference?: components["schemas"]["RegulatoryReference"];
            recommendation?: string;
            impact?: {
                /** @enum {string} */
                approval_risk: "high" | "medium" | "low";
                delay_risk_months: number;
            };
            similar_trials?: {
                trial_id: string;
                observed_hr: number;
            }[];
        };
        ValidationResult: {
            validation_id: string;
            /** Format: date-time */
            timestamp: string;
            /** @enum {string} */
            overall_status: "compliant" | "needs_attention" | "non_compliant";
            compliance_score: number;
            summary: {
                total_checks: number;
                passed: number;
                warnings: number;
                critical: number;
            };
            issues: components["schemas"]["ValidationIssue"][];
            compliance_by_authority?: {
                [key: string]: {
                    score: number;
                    /** @enum {string} */
                    status: "acceptable" | "needs_attention" | "not_acceptable";
                    key_gaps: string[];
                };
            };
            recommendations?: {
                priority: number;
                action: string;
                rationale: string;
                effort: string;
            }[];
            /** @description Starter+, when validation_options.compare_similar_trials is true: up to 5 completed ClinicalTrials.gov trials (overall status COMPLETED, not observational) of the same therapeutic area, most similar first. ClinicalTrials.gov does not record approvals, so "approved" is read as "completed" and approval_date is null. */
            similar_approved_trials?: components["schemas"]["SimilarApprovedTrial"][];
        };
        WatchlistEntry: {
            /** @description `wl_<hex>`. */
            watchlist_id: string;
            fei_number: string;
            legal_name: string | null;
            webhook_url: string | null;
            alert_on: ("new_citation" | "classification_change" | "risk_score_change")[];
            /** @description ISO 8601 with microseconds and offset. */
            created_at: string;
            alert_threshold: ("NAI" | "VAI" | "OAI") | null;
            notification_email: string | null;
            /** @description When the facility was last checked for alerts; null before the first check. */
            last_checked: string | null;
            /**
             * @description `disabled` after the receiver answered 410 Gone (a successful test event re-enables it).
             * @enum {string}
             */
            webhook_status: "active" | "disabled" | "none";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Id of this request, equal to `meta.requestId` where the body has a meta. A well-formed client `X-Request-Id` is echoed. */
        "X-Request-Id": string;
        /** @description Requests allowed per second for this key. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current one-second window. */
        "X-RateLimit-Remaining": number;
        /** @description When the current window resets, in Unix seconds. */
        "X-RateLimit-Reset": number;
        /** @description Calls allowed this calendar month (UTC) for the tenant, or `unlimited`. */
        "X-RateLimit-Monthly-Limit": number | "unlimited";
        /** @description Calls left this month, or `unlimited`. */
        "X-RateLimit-Monthly-Remaining": number | "unlimited";
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usage"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    searchObservations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ObservationSearchRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "query": "OOS results not investigated",
                     *       "results": [
                     *         {
                     *           "observation_id": "483-3012104093-20190621-6",
                     *           "inspection_id": "1093689",
                     *           "fei_number": "3012104093",
                     *           "facility_name": "Fagron Compounding Service LLC dba Fagron Sterile Services",
                     *           "city": null,
                     *           "state": "KS",
                     *           "country": "United States",
                     *           "inspection_end_date": "2019-06-21",
                     *           "classification": "OAI",
                     *           "product_type": "drug",
                     *           "program_area": "Drugs",
                     *           "act_cfr_number": "21 CFR 211.192",
                     *           "short_description": "Investigations of discrepancies, failures",
                     *           "observation_text": "There is a failure to thoroughly review any unexplained discrepancy and the failure of a batch or any of\nits components to meet any of its specifications whether or not the batch has been already distributed.\n\nSpecifically,\n\nInvestigations are not complete and do not always include a full investigation. Out of specification\ninvestigations do not include a review of the manufacturing process as required by your SOP 1.040.FSS,\nrevision 2.0.\n\nFor example, the following OOS investigations were incomplete:\n\na) Neostigmine methylsulfate lot# C74-00010275 compounded on 4/30/19, Beyond Use Date 9/27/2019\nreceived an OOS for assay with a result of 115.6% (limits (b) (4)>). No assignable root cause in the\ninitial lab investigation. The original sample vial was (B) (4) and a revial of the original sample prep\nwere performed; results were 115.2% and 115.5%, respectively. This confirms the original OOS. A\ntriplicate retest was performed along with a 4\" confirmatory test. All within specifications (b) (4)\n\n(b) (4) %. A (b) (4) test was applied and considered the original result an outlier. The\noriginal result was invalidated. There was no full investigation or review of the compounding\nformulation records and process. Batch was released.\n\nb) Rocuronium Bromide 10 mg/ml lot# C274-000009195 compounded on 2/22/19, Beyond Use Date\n8/21/2019 received an OOS for assay with a result of 84.5% (limits (b) (4)°%). No assignable root cause\n\nin the initial lab investigation. The original sample vial was (b) (4) and a revial of the original sample\nprep were performed; results were 90.5% and 108.1%, respectively. A triplicate retest was performed\nalong with a 4™ confirmatory test. All within specifications: (B) (4) %_ The root cause\nwas an unknown sample error. There was no full investigation or review of the compounding\nformulation records and process. Batch was released.\n\nc) Glycopyrrolate 0.2mg/ml lot#C274-000006719 compounded on 9/5/18, Beyond Use Date 2/2/2019\nreceived an OOS for assay with a result of 86.2% (limits (b) (4)%). No assignable root cause in the\ninitial lab investigation. The original sample vial was (b) (4) and a revial of the original sample prep\nwere performed: results were 86.3% and 86.9%, respectively. Two retests and three resamples were\nperformed. All within specifications: (b) (4) The root cause was an\nunknown sample error. There was no full investigation or review of the compounding formulation\nrecords and process. Batch was released.\n\nd) Sodium Thiosulfate 25% lot# C274-000010672 compounded on 5/23/19, Beyond Use Date 8/21/2019\nreceived an OOS for endotoxins with a result of 4.0301 EU/ml limits are (6) (4) EU/ml. Preliminary\ninvestigation could not assign a cause to the OOS. Retesting was performed in triplicate by (b) (4)\nanalyst. The results were within specifications. The root cause was “sample prep error or it is likely the\nproduct sample well was contaminated”. There was no full investigation or review of the compounding\nformulation records and process. Batch was released.\n\ne) Customer complaint 0119-01 initiated on January 2, 2019 reported one of the Succinylcholine\nChloride syringes lot C274-000007865 did not have a label. There is no documentation of the\ninvestigation to the complaint.",
                     *           "similarity_score": 0.782,
                     *           "relevance": "high",
                     *           "confidence_level": 0.736,
                     *           "categories": [
                     *             "Laboratory Controls",
                     *             "Quality System"
                     *           ],
                     *           "severity_score": 8.5,
                     *           "data_attribution": {
                     *             "api_version": "v1",
                     *             "data_source_name": "FDA Form 483 (FDA reading room, OCR text)",
                     *             "data_source_url": "https://www.fda.gov/media/130443/download",
                     *             "last_updated": "2026-11-28T07:58:13.360Z"
                     *           }
                     *         },
                     *         {
                     *           "observation_id": "483-3006271438-20201105-2",
                     *           "inspection_id": "1133661",
                     *           "fei_number": "3006271438",
                     *           "facility_name": "Novel Laboratories, Inc. d.b.a LUPIN",
                     *           "city": null,
                     *           "state": "NJ",
                     *           "country": "United States",
                     *           "inspection_end_date": "2020-11-05",
                     *           "classification": "OAI",
                     *           "product_type": "drug",
                     *           "program_area": "Drugs",
                     *           "act_cfr_number": "21 CFR 211.192",
                     *           "short_description": "Investigations of discrepancies, failures",
                     *           "observation_text": "REPEAT OBSERVATION\n\nThere is a failure to thoroughly review any unexplained discrepancy and the failure of a batch or any of\nits components to meet any of its specifications whether or not the batch has been already distributed.\n\nSpecifically,\n\nA. The firm’s contract testing laboratory reported an OOS result of MM ppb for TOC analysis\n(specification: NMT (BN) for (ET collected on 06/24/2019 from the'\n| § Site# a located in manufacturing area of Building! The firm failed to initiate an investigation\nfor this OOS result until approximately 1 year later on (# LAB-00046) and concluded in\nthe investigation report stating, “As per the investigation, a review of online TOC readings, for\n06/23/2019, 06/24/2019 and 06/25/2019, revealed that the TOC readings were within limit. The root\ncause does not seem to be related to the operation of SNAG system or method used for testing.\nIt is more likely that the sample was contaminated during collection / transportation. Based on the\nacceptable results for other POU’s, it can be concluded from the investigation that it is an isolated\nevent and that the OOS TOC result was most likely due to sample contamination during collection /\ntransportation. There was no impact as no product was processed with QS from (AE\nsince the last passing TOC result.”\n\nThe Quality Unit failed to investigate the following:\n\nSomerset, NJ 08873-1145 [ Brug Product Manufacturer\n\n1. The Quality Unit failed to review the TOC print outs collected from the return loop.\n\nThe Quality Unit reviewed the (G)@MH entered TOC data by the operators into the *\n-8@) log book”, book # 027 issued from 04/24/2019 to 09/17/2019 but never\ncompared the accuracy with the print outs. A review of TOC print outs, which are the raw data\nof TOC readings, revealed that failed TOC results were disregarded, and incorrect data was\nentered into the logbook. This discrepancy was identified at the time of inspection.\n\nReading as per Return loop On-line TOC | Documented reading of TOC on “I\nDate analyzer print-out - Equipment # (54) (B® system - logbook”\n(Action Li ww (Action Limit —\n06/13/2019 | _ b.\n06/20/2019 ppb pb\n\n2. The Quality Unit failed to perform an impact assessment of all products manufactured at the\nfacility during this period. A review of on-line TOC analyzer print-outs revealed multiple\nfailures from 06/13/2019 to 07/26/2019 in the return loop of {S)N4YH Water System as shown\nbelow:\n\nReading as per Return loop On-line TOC analyzer -\nDate Time\n(Action Limit —\n\n06/13/2019 7:11AM to 8:02 AM pb\n06/19/2019 8:15 AM to 10:38 AM 1b\n06/20/2019 3:52 AM to 8:22 AM b\nb\nb\n\n07/1/2019 9:57 AM to 10:44 AM\n\n07/26/2019 6:43 AM to 7:20 AM\n\n3. The Quality Unit shared the responsibility with Operations for the review of (G)(@) Water\nanalytical results received from the Contract Testing Laboratory. The OOS result received by\nthe Validation Manager were not logged in and hence no investigation was initiated for (54)\nby the Quality Unit.\n\nSomerset, NJ 088/3-1145 | brug Product Manutacturer\n\nB. OOS-19-023 was initiated on 06/13/2019 to probe the OOS results obtained during cleaning\nverification analysis associated with Orphenadrine Citrate ER Tablets, 100 mg USP, batch# $900734.\nOrphenadrine citrate residue results o: g/swab for the\n\nLig/swab for\nsamples of the\n\ncleaning limit of NMT\n\nTablet Press (Equipment ID# 0626), did not meet the established\nug/swab. The reinjection of the original vial and (G4) samples\nconfirmed the initial OOS and no assignable cause could be identified for the failure. During the\nreview of chromatograms from initial analysis a peak was observed at run time (~\nthat was not integrated in sample swabbed from . Also peak at ~\nn@e@is sample was not integrated. No further investigation was performed to\nidentify the peaks. Multiple unknown peaks were also observed in samples swabbed from\n\nand 4 The investigation is silent on the identity of the unknown peaks in\ncleaning validation analysis. From 4 the firm conducted fi cleaning validation\nstudies and ff failed to meet acceptance criteria. Manufacturing investigation CFI-OOS-19-023 was\ninitiated along with CFI-OOS-19-060 to investigate CV failures for Orphenadrine citrate residue\nresults generated on (SQ respectively. The manufacturing investigation focused\non the cleaning method and attributed the failure to steps related to the cleaning of the (B)X@)ENNF for\nthe (JR Tablet Press and did not address to investigate the source of unknown peaks in the\nchromatograms. The investigation concluded that Orphenadrine Citrate tablets is a (BE. based\nproduct and is hard to clean from the (4) CAPA-00202 was initiated on 5/31/20 to update SOP\nNL-PR-106 to provide an improved cleaning method for removing Orphenadrine Citrate from the BI\n(b) (4). SOP NL-PR-106 was updated in June of 2020. The Hydrocodone bitartrate/APAP Tablets USP\n(7.5/325mg-S900294, $900295 and $900471; 10/325mg — $900472) batches were manufactured\n\n(between (STG) without verifying cleaning through swab results remains questionable.\n\nSwab Result - Root\nDate Manufactured Ee pgm? | Limit Bevan Cause/CAPA\n\nFailed\na) RBMP-076-098 om | ow DEV-19-002,\n\nSomerset, NJ 08873-1145 [brug Product Manutacturer\nInsufficient\nom Recleaned, passed | Cleaning/3 CV\nto be continued\nRBMP-076-098 oo | Oe Pass NA\nbatches of Hydrocodone bitartrate/APAP Tablets USP\nFailure to\nimplement\na ee She No swab taken and not reported CAPA, No\ndeviation\ninitiated\nbatches of Hydrocodone bitartrate/APAP Tablets USP\n$900473 $900474 oo | o@ Pass NA\nof Hydrocodone bitartrate/APAP Tablets USP\n\nFailed,\n$900732, $900733, oy og OOS-19-023 No CAPA\n$900734 wore) Recleaned, Fail initiated\nRecleaned, Pass\n\noe Pass N/A\nFailed, Difficult to\nwa)\n\n$900858, 900859\n\nOOS-19-060 clean the\n‘based\nformulation/\nCAPA to\nupdate\ncleaning\nprocedure\n\n$901106, $901107,\n$901108, 900906\n\nRecleaned, Pass\n\nC. OOS-19-028 was initiated on 06/20/2019 to probe the OOS results obtained in swab samples from\nand the (5) Pan on the SG Capsule Weight Checker (ID #2017)\n\nfollowing cleaning verification testing for Trimethobenzamide HCI] Capsules, USP 300mg batch\n$801333. Samples were swabbed after cleaning Capsule weight checker. OOS\nresults of tg/swab and (B)KA) j1g/swab were obtained for samples swabbed from (4)\nand Pan, respectively, against a specification of (S)4)MB/swab cleaning limit.\n\nsomerset, NU Us8s/3-114> [.vrug vroauct manuracturer\n\nThe (BRA of the original vial and (@)MBYI samples confirmed the initial OOS and no assignable\nlaboratory error could be identified for the failure. During the review of chromatograms from initial\nanalysis unknown peaks at and were observed in multiple samples.\nAdditionally, unknown peaks at and were observed in swab samples from (ora)\n\nand Pan along with OOS results for Trimethobenzamide HCI residue. The residue\nlimits were at of the specification for swab sample from (OM swab).\nThe investigation concluded that the failure is due to improper cleaning of equipment. The\nequipment was recleaned and again samples were swabbed for determination of Trimethobenzamide\nHCI residue. Unknown peaks were again observed at a. O24 and (60 in chromatograms\nfrom (SRG after recleaning. No further investigation was performed to identify the peaks.\nThe firm’s procedure SOP No. NL- QC-023. 14- Laboratory Investigations, Section 2.6.3 deficiently\nstates that investigation is only required when\n\nA cross-functional investigation (CFI-OOS-19-028) was initiated to identify the root cause. Based on\ninvestigation it was identified that the capsule weight checker would accumulate powder and should\nbe completely dismantled during each cleaning.\n\nThe equipment was utilized for the processing of Flucytosine Capsules, USP 250mg (Batch $900123)\nand the weight checker parts were not dismantled for cleaning prior to the processing of\nTrimethobenzamide HCI Capsules, USP 300mg, Batch $801333. The investigation was not extended\nto evaluate the presence of Flucytosine contamination in Trimethobenzamide.\n\nIn addition, the analytical method used in determination of Trimethobenzamide HCI residue was not\nvalidated in appropriate ranges for linearity and accuracy to cover the initial and current MAC\nconcentrations of, am rom 01/21/11-05/27/20) and (ONY (since 05/27/20) as detailed\nin Observation 4A, thus giving no assurance that the residue amounts reported from cleaning\nverification residues are accurate.\n\nSomerset, NJ 08873-1145 [ Drug Product Manufacturer\n\nD. On 3/17/2020, the firm received a complaint regarding the presence of a foreign particle embedded on\nHydrocodone/Acetaminophen Tablets 10mg/325mg, batch $901339. Based on the firm’s\ninvestigation, CN-000073, the black particle was identified as (BY rubber containing a\nfiller. The root cause was identified as loose black particles shedding from a mount of the|\nused during manufacturing process. Upon examination of the Equipment ID # 819, which was\nutilized for manufacturing of the subject bulk batch $901086 on , the firm identified that the\nmounts under the {J had an appearance of shedding particles. During handling of drums while\n(b) (4) operation, the particles could fall into the blend, and move forward to compression,\nencapsulation or packaging of finished product. This (J) was identified as a non-dedicated machine\nutilized for multiple products. The firm neither expanded the investigation to {MM other batches of\nHydrocodone/Acetaminophen Tablets 10mg/325mg of the same campaign, nor other products\nmanufactured using this (JM@. It was noted that (EN i is also used in GaviLyte N manufacturing\nand similar contaminants were observed during in-process inspection of packaging operation (DEV-\nSO-859-19-0024 and DEV-SO-859-19-0025).\n\nThe firm received a complaint (DPC-SO-851-19-0007) on January 7, 2019 regarding the presence of\n” dark grayish-blue specks in the product GaviLyte N (Lemon), batch $801021 (Expiry September\n2021). Based on the investigation, the external laboratory identified the dark specks as red-brown\nparticles of metallic nature primarily found in tin corrosion products. The investigation concluded\nthat the foreign material was most likely introduced after the batch left from the facility. It was noted\nthat multiple (five) incidents were reported during in-process check during packaging of GaviLyte\nproducts which were identified as metal contaminants. The firm could not identify a proper root cause\n\non 3 out of 5 incidents, The firm does not have in the packaging line utilized for\nGaviLyte products. The firm manufactured about batches between 2019 to 2020.\n\nDate of\npackaging\n\nDeviation # | Batch Nature of observation\n\nSomerset, NU U8873-1145 [Prug product Manutacturer\n\nDEV-SO- Black specks found during in-process check. Inspection of filler\n$900913 | 07/18/2019 | showed that the {B)N@Jl was scrapping the inside of the (B)N4). Batch\n\nwas destroyed. Additional in-process check initiated.\n\nDEV-SO- Black specks found during in-process check. Inspection of filler\n\n$900958 | 07/25/2019 | showed that the (GJ was scrapping the inside of the (MBP. Batch\n\nwas destroyed. Additional in-process check initiated.\n\nA single black particle during in-process check. The black particle was\n\nDEV-SO- 901141 | 08/28/2019 | !aer discarded inadvertently, so could not identify the particle. A\n\n859-19-0013\n\n859-19-0015\n\n859-19-0020 definitive root cause could not determine. Batch was released after\n\ndiscarding the bottles prior to the observation.\n\nForeign particles were identified during in-process checks which was\nDEV-sO- identified as fibrous plant matter, rusted steel, black piece\n$901503 | 11/12/2019 | of {BM} and (BPA) filler, and steel particle. Discarded\n\n859-19-0024\n\nthe prior filled bottles and rest of the batch was released. A definitive\nroot could not be determined.\n\nForeign particles were identified during in-process checks which was\nidentified as fibrous plant matter, rusted steel, black piece\n$901502 | 11/14/2019 | of {JR and (BYNB filler, and plain steel particle. Discarded\nthe prior filled bottles and rest of the batch was released. A definitive\nroot could not be determined.\n\nDEV-SO-\n859-19-0025\n\nF. The site initiated an OOS investigation (# LAB-00014) on 2/20/2020 when Nystatin Topical Powder,\nUSP 100,000 units/gram (15g and 30g) batches $801331 (CRT, (S)N4J—E. TB502205) and $800703\nCRT 18M (185023002) failed specifications for antimicrobial assay. The contract testing lab\ngenerated the microbial assay value of: (8% and (9%, (Limit: (NM). Since then the\nsite has not tested any Nystatin subsequent batches for ongoing stability and the investigation remains\nopen. These are (54) stability batches that represent the actual product in the market. Deficiencies\nobserved in LAB-00014 include:\n\n1. OOS results were discovered on 2/18/2020. The site completed (} hypotheses tests and did not\nfind a conclusive root cause. During Hypothesis fl the site prepared the new samples from the\nsame impacted batches and confirmed the original results with some variability. However, the site\n\nSomerset, NJ U88/3-1145 | brug Proauct Manufacturer\n\ncontinued testing of the samples (expired and R&D batches) for Hypothesis (4. The\ninvestigation remains open as of 09/24/2020.\n\n2. The site did not qualify this particular contract testing lab and did not have a quality agreement in\nplace at the start of inspection on 9/10/2020.\n\nG. Out of Expectation OOE LAB00009 was initiated on 2/14/2020 when extraneous peaks were observed\ngreater than the unknow limit (NMT (§)M@)) during dissolution testing of Quinapril HCl and\nHydrochlorothiazide Tablets, 10 mg, /12.5 mg, Batch # $900101 12M CRT, $900102 12M CRT,\n800861 18M CRT samples. These peaks were observed in all the dissolution samples. The extraneous\npeaks were observed at nm for hydrochlorothiazide and at\n\ntime at b] nm for quinapril. The site concluded\n\nthe analyst did not the dissolution samples as per test procedure. However, the analyst’s notebook\n\npages indicated the samples were (JN) as per test procedure.\n\nH. Multiple OOSs were reported for microbiological tests, TOC and (S)(@NII from routine water\nsampling of (BBY) Water System of building (BY) between 6/24/2019 to 9/9/2020. Each OOS\ninvestigation was concluded as isolated incidents. The incidents were not evaluated in the context of\nmultiple related or similar OOS excursions. (SJB) Water from building\nmanufacturing of Potassium Chloride Oral Solution USP 20%, and for cleaning of\nmany manufacturing and packaging equipment utilized for [BJ and oral products. The firm’s\non-line conductivity analyzer of return loop, (©) 4) recorded numerous excursions above (b) (4)\n(action limit: (RAY from June 2019 to June 2020. The firm did not consistently track the actions\ntaken during online TOC excursions those are above alert and action limits. The Quality Unit never\ninitiated any deviation nor investigated these excursions.\n\nis utilized for the\n\nThe following OOSs listed below indicates a continuous trend of microbial contamination in the\n\n(b) (4) Water System:\n\nSomerset, NU U8s73s-1145 [preg _Froauct manuracturer\n\n1. 06/24/2019: The firm’s Contract Testing Laboratory reported an Out of specification result of (M9\nppb for TOC analysis (specification: NMT (BNE) for (PAP Water collected on 06/24/2019\nfrom a Point of Use, (IG. Site# fH located at Production Room # (4M in Building (BM). The\nfirm initiated an investigation, LAB-00046 only on 7/25/2019 due to the delay in receiving the\nresults from the Contract Testing Laboratory. Based on the firm’s investigation, the root cause\ndoes not seem to be related to the operation of (5)MAYH Water System or method used for testing\nand it was more likely that the sample was contaminated during collection / transportation. It was\nnoted that the on-line TOC readings were above specification on multiple days between 6/13/2019\nand 7/26/2019 as detailed under observation 1(2A). These excursions were not evaluated in the\ninvestigation, LAB-00046. No CAPA was proposed. The investigation remains open as of\n10/2/2020 (approximately (S)I@M).\n\n2. 04/01/2020: The firm’s Contract Testing Laboratory reported an OOS for\n) in water samples taken from the samplq®J{@ Site 4/SV-601 which is located\n. The sample (SV601-040120) was collected on 04/01/2020\nand the reported was fu/mL (Specification: NMT (@)@0). The firm was made aware\nof the OOS result on 04/06/2020, however, the firm failed to initiate an investigation.\n\n3. 4/23/2020: Water sample collected on 04/22/2020, from Site /SV-304, located\n, tested positive for total (b) 4) (Li '). The firm’s\n\ninvestigation, LAB-00044 does not identify the source of, complex. During\nreview of maintenance records of (SK) Water System, it was noticed that on 5/6/2020, a service\nwas performed by the external service company for (S)4jl Water System and fixed a steady leak\nfrom (GJ tank. In addition, the service company noted that the PM) was leaking from (BMG).\nThis activity was never logged into the Equipment/Utility/Facility Logbook (4) # 0697, which\nis used for the documentation of maintenance activities of (BJM) Water System. The Quality\nUnit was aware of these defects and still concluded that “There were also no known physical\ndefects in the water distribution system which could have caused contamination of the incoming\nwater supply”. No CAPA was proposed.\n\nSomerset, NJ 08873-1145 [Drug Product Manufacturer\n\n4. 06/03/2020: The firm’s Contract Testing Laboratory reported an OOS for\n\n}) in water samples taken from the sample {MM Site Hisv-co which is located pa\n. The sample (SV601-060320) was collected on 06/03/2020\nand the reported was greater than [MM cfu/mL (Specification: NMT (O@N).\n\nInvestigation, LAB-00049 was initiated to probe the Out of specification results obtained for\nplate count for the water sample site #9 SV601-040120 collected on 04/01/2020\ncfwmL) and $V601-060320 on 06/03/2020. The contract testing laboratory identified\n(Gram-negative) in the sample collected on 04/01/2020 and\n\nin the sample collected on 06/03/2020 from the same sampling oe. The firm deficiently\nconcluded that the risk is minimal since the organisms were detected prior to PJ. However,\nhistorical data shows that\nwater samples collected on 10/31/2019 from user points after\narea, (4) @ CFU/ mL), (BY GB CFv/ mL), °FU/ mL) and (I G2\nCFU/ mL). This contradicts the firm’s conclusion that disinfection can eliminate the gram-\nnegative organisms from the water system. No CAPA is initiated. The investigation remains open\nas of 10/2/2020 (approximately (BN).\n\n5. 09/09/2020: The firm’s contract laboratory reported an OOS for on\n09/17/20 for sample collected on 09/09/20 (Result Mj CFU/ml, Limit NUT FU/ml) from a\nPoint of Use - (ey). An OOS was opened (LAB-00096) to investigate the root cause of the\nfailure. The investigation remains open.\n\n}) was identified in the\nlocated in the manufacturing\n\nThe site initiated BM Out of Expectation Investigations (LAB 00051 and OOE 19-016) for extraneous\npeaks observed in Hydrocodone and Homatropine Tablets, Smg /1.5 mg commercial release and\nstability samples as below:\n\na. LAB 00051 was initiated on 6/19/2020 when extraneous peaks were observed during release\ntesting (for dissolution) in three batches of Hydrocodone and Homatropine Tablets, Smg /1.5\nmg CII USP for batch # $000577, S000579 and $000580.\n\nSomerset, NJ 08873-1145 Drug Product Manufacturer\n\nb. OOE 19-016 was initiated on 9/6/2019 when an extraneous peak was observed during stability\ntesting (for dissolution) in one batch (S900437 3M CRT) of Hydrocodone Bitartrate and\nHomatropine Methylbromide Tabs USP Smg/1.5 mg. Based upon further spectra studies\nutilizing a (BMH detector, the site concluded the spectra of the extraneous peak matches with\nthe spectra of Acetaminophen.\n\nIn LAB 00051, the site identified contaminated glassware as the potential root cause; however,\nthe investigation does not explain how a single contaminated pipette can produce extraneous\npeaks with different peak areas in some samples but not others. The investigation did not\ninclude a historical review of similar OOE investigations, such as OOE 19-016 pertaining to\nthe same product.\n\nOther investigations initiated for extraneous peaks include:\n\nBatches\n\nOOS No. Product Involved\nImpacted\n\nBrief Summary\n\n900762, | OOS result for % Chloride was observed during\ncts Cavite. | 3900753, | (BINA Analysis and 9 for CU (Chloride) did not\no0s-19-027 | Gavilste-C, Gavilyte- | soo907 3M | meet the specification. Extraneous peak of % was\nCRT observed during PEG analysis during CU and\n(Gavliyte G) | Assay analysis\n\nCleaning verification\n\ntiegai ag © pry Extraneous peak at R (GIG) min did not meet the\nCFI-DEV-17-212 e $700755 specification for APAP residue. Sample Area:\n\n[Equipment 409821; Standard Area: (B)N@)\n\n1D#0340\n\nmerset, NJ 08873-1145 | Drug Product Manufacturer\n\nCleaning Verification\n\n. HCB/APAP 10 Z ‘\nCFLDEV-17-216 | 167395 mg $700837 | the APAP eo ug/swab did not meet\n\nuipmentIDH0894 specification of | iswab\n\nOOS result obtained during cleaning verification,\n\nDexmethylphenidate | S701150A- | An Extraneous peak with(ij% at fiiJmin found\n\nCone HCL, USP 2.5 mg I8MCRT | during Dissolution analysis\n\nOxycodone HCI Tabs,\n\nOOB-19-024 + | sooisoo BU | At extraneous peak (at ff\") at about (b) (4).\n30 mg during] analysis\n\n5 extraneous peaks ranging from approx. if\nOOE-19-025 Denreetiyipneniiae M65 904 r= observed during dissolution testing of\n\nHCL, USP 2.5 mg. CRT 63M\n\nvessel |\nOut of Expectation (extraneous peak) during\ndissolution analysis for Quinapril HCl and\n$900101 Hydrochlorothiazide Tablets, 10 mg /12.5 mg,\nBatch # $900101 12M CRT, $900102 12M CRT,\n\n$800861 18M CRT\nExtraneous peaks were observed at (BJA) time\nHydrocodone about (BE and during\nLAB-00051 Homatropine Tabs $000577 dissolution testing for Hydrocodone and\n5/1.Smg CII Homatropine Tablets, Smg /1.5 mg CII USP for\nbatch # $000577, $000579 and S000580.\n\nQuinapril HCTZ\n\nLAB O0009) 10/12.5mg x 500ct\n\nJ. Deviation DEV-00302: This Deviation investigation was initiated after the temperature excursion of\n102°F was observed for the (b) (4) Refrigerator ID#0493 (normal temp OCG i in the |\nBuilding QM Warehouse from 07/31/2020 to 08/18/2020. The warehouse is maintained at a controlled\nroom temperature but the cooling fan in the refrigerator malfunctioned and the refrigerator reached |\nover 100°F. The Deviation DEV-00302 was created on 08/07/2020 and it stated that the Date of\nDiscovery as 08/05/2020 and the Date of Occurrence as 08/01/2020 however, the samples from the\nRefrigerator ID#0493 were removed on 08/04/2020 (1 day earlier than the noted Date of Discovery)\nand the Work Order was requested on 08/07/2020 (8 days after the excursion). As of the deviation\n\nSomerset, NJ 08873-1145 [ Drug Product Manufacturer\n\ndue date 09/18/2020, no investigation was performed and the impact analyses of the retain samples\nthat were stored above (b) (4) for (b) (4) © were not conducted. The retain refrigerator contained &\nBatches of various Raw Materials and APIs and fj batches of Finished Product Voriconazole for Oral\n\nSuspension (G58.",
                     *           "similarity_score": 0.766,
                     *           "relevance": "high",
                     *           "confidence_level": 0.716,
                     *           "categories": [
                     *             "Laboratory Controls",
                     *             "Quality System",
                     *             "Facility & Equipment"
                     *           ],
                     *           "severity_score": 10,
                     *           "data_attribution": {
                     *             "api_version": "v1",
                     *             "data_source_name": "FDA Form 483 (FDA reading room, OCR text)",
                     *             "data_source_url": "https://www.fda.gov/media/145108/download",
                     *             "last_updated": "2026-11-28T07:57:48.259Z"
                     *           }
                     *         },
                     *         {
                     *           "observation_id": "483-3010680515-20190723-5",
                     *           "inspection_id": "1097950",
                     *           "fei_number": "3010680515",
                     *           "facility_name": "US Specialty Formulations LLC",
                     *           "city": null,
                     *           "state": "PA",
                     *           "country": "United States",
                     *           "inspection_end_date": "2019-07-23",
                     *           "classification": "OAI",
                     *           "product_type": "drug",
                     *           "program_area": "Drugs",
                     *           "act_cfr_number": "21 CFR 211.165(c)",
                     *           "short_description": "Sampling and testing plans not followed",
                     *           "observation_text": "Written procedures for sampling and testing plans are not followed for each drug product.\n\nSpecifically, OOS retesting for Lot 01RK1517A did not conform with firm's OOS procedure when it invalidated\nan OOS result. Firm procedure requires the sample be retested ) times to confirm results. Lot 0IRKI517A\nBetamethasone was retested one time and subsequently released on September 27, 2018.",
                     *           "similarity_score": 0.6,
                     *           "relevance": "medium",
                     *           "confidence_level": 0.551,
                     *           "categories": [
                     *             "Laboratory Controls"
                     *           ],
                     *           "severity_score": 7.6,
                     *           "data_attribution": {
                     *             "api_version": "v1",
                     *             "data_source_name": "FDA Form 483 (FDA reading room, OCR text)",
                     *             "data_source_url": "https://www.fda.gov/media/131067/download",
                     *             "last_updated": "2026-11-28T07:58:11.212Z"
                     *           }
                     *         }
                     *       ],
                     *       "query_metadata": {
                     *         "execution_time_ms": 167,
                     *         "total_results": 3,
                     *         "indexes_searched": [
                     *           "observations"
                     *         ],
                     *         "enhanced_pipeline": true,
                     *         "enhanced_search": {
                     *           "query_expansion_enabled": true,
                     *           "expanded_query": "OOS (Out of Specification) results not investigated",
                     *           "abbreviations_found": [
                     *             "OOS"
                     *           ],
                     *           "synonyms_added": [
                     *             "root cause analysis",
                     *             "failure investigation",
                     *             "laboratory investigation"
                     *           ],
                     *           "domain_terms_added": [
                     *             "21 CFR 211.192"
                     *           ],
                     *           "intent": {
                     *             "program_area": null,
                     *             "query_type": "general",
                     *             "cfr_section": null
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObservationSearchResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Payload Too Large. `PAYLOAD_TOO_LARGE` (body over 1 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listObservations: {
        parameters: {
            query?: {
                /** @description Only observations of this facility (digits; leading zeros ignored). */
                fei_number?: string;
                /** @description CFR section such as 211.113 or 21 CFR 211.113(b); a bare section matches all its paragraphs. */
                cfr_section?: string;
                /** @description Observation category, e.g. Data Integrity (case-insensitive). */
                category?: string;
                /** @description Inspection classification: NAI, VAI or OAI. */
                classification?: "NAI" | "VAI" | "OAI";
                /** @description e.g. drug, biologics, medical_device, food. */
                product_type?: string;
                /** @description e.g. Drugs, Biologics, Devices, Foods (case-insensitive). */
                program_area?: string;
                /** @description State or region as published (e.g. NJ); upper, title or given case. */
                state?: string;
                /** @description Country as published (e.g. United States); upper, title or given case. */
                country?: string;
                /** @description Inspection end date on or after (YYYY-MM-DD). */
                date_from?: string;
                /** @description Inspection end date on or before (YYYY-MM-DD). */
                date_to?: string;
                /** @description Keyword (BM25) search over the observation text, short description and firm name; results by relevance unless `sort` is given. */
                q?: string;
                /** @description Sort field (default inspection_end_date; relevance when `q` is given without `sort`). */
                sort?: "inspection_end_date" | "severity_score";
                /** @description Sort direction (default desc). */
                order?: "asc" | "desc";
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "observation_id": "483-3009193040-20251212-1",
                     *           "observation_number": 1,
                     *           "inspection_id": "483-3009193040-20251212",
                     *           "fei_number": "3009193040",
                     *           "facility_name": "Dr. Reddy’s Laboratories Limited",
                     *           "city": "Srikakulam",
                     *           "state": "Andhra Pradesh",
                     *           "country": "India",
                     *           "inspection_end_date": "2025-12-12",
                     *           "fiscal_year": 2026,
                     *           "classification": null,
                     *           "product_type": "drug",
                     *           "program_area": "Drugs",
                     *           "act_cfr_number": "21 CFR 211.192",
                     *           "short_description": "Investigations of discrepancies, failures",
                     *           "observation_text": "There is a failure to thoroughly review any unexplained discrepancy and the failure of a batch or any of\nits components to meet any of its specifications whether or not the batch has been already distributed.\nSpecifically,\n(b) (4)\n(b)(4)\nA. On 4/28/2025, you recorded non-conformances 310028189 and 310028200 for\n(b)(4) (b)(4)\n( (b) (4) for Dissolution by HPLC. The OOS results were recorded\n(b)(4) (b)(4)\nfor (b) (4)\nBatch No’s. (OOS No. 310028189) and (OOS No.\n310028200). Both (b)\nthe batches failed the dissolution test for Tablet Unit-(b) (4)\n% (Batch No.\n(b)(4) (b)(4)\n) and(4) % (Batch No. ) against the Specification NLT (not less than) (b) (4) % (Q)\n(b)(4) (b)\nof the labeled amount of dissolved in (4)(b) (4)\n(b)(4)\nThe above two batches were analyzed in a set of three batches, Batch No’s; (b) (4)\n(b)(4) (b)(4) (b) (6)\n(b) (4)\nin that order) by the same analyst ( ). In Phase I, you confirmed\nthe OOS result via Re-Measurement Testing. No root cause was identified in Phase I. You\nassumed that “OOS result might be the cause of paddle not placed for subjected unit (Unit(b) (4) ”.\nBased on this hypothesis, you repeated the analysis with fresh sample preparation and based on\n(b)(4) (b)(4)\nthe passing results (DS- (b) (4) % for Batch No. , DS- (b) (4) % for Batch No. ),\nyou invalidated the initial OOS results and released the batch.\n\nYou carried out Phase II Manufacturing investigation only to verify the various process(b) (4)\nparameters. Your Site QA Head (b) (6) stated that the (b) (4) is on(b) (4) test and batch\nor (b) (4) batch whichever is earlier is tested for description, (b) (4) (b) (4) assay, and\n(b)(4) (b)(4)\nKF. You stated that the (b) (4) for the subject batches Batch No’s and were\nnd rd\n2 and 3 batches for 2025 and did not need testing.\n(b)(4)\nOn 12/9/2025, your analyst (b) (6) reviewed FORM-FS01-QC-0358 Version 4.0, Check List for\nthe Dissolution Analysis for the dissolution test for the implicated batches and confirmed that the\npaddles were placed as per the numbering. The analyst also confirmed in the Check List that\nTablets were disintegrated completely at the end of the run. These recorded information by the\nanalyst (at the time of analysis) in the Check List does not support the root cause and retesting.\n(b)(4) (b)(4) (b)(4)\nThe (b) (4)\nBatch No’s and were used to manufacture\n(b)(4) (b)(4)\nBatch No’s (Mfg. date 4/6/2025 and Expiry date\n(b)(4)\n(b) (4)\nand (Mfg. date 4/15/2025 and Expiry date (b) (4) respectively. You\n(b)(4) (b)(4)\nshipped a total of bottles ( tablets) of the above bathes to the US market.\n(b)(4)\nB. On 1/23/2025, you recorded a major deviation, DV2000020047 for\n(b)(4)\nmg for Dissolution by HPLC. The deviation was recorded for Batch No. when an\nextraneous peak at (b) (4)\nwas recorded for Tablet Unit- (b) (4)\n% against to standard area\nresponse, Specification NMT(b) (4) %. Remeasurement of the Same vial confirmed the extraneous\npeak, but this peak was missing from the Benck top solution. Phase I investigation did not reveal\nany assignable root cause. You concluded that the dropper (that was used to transfer the test\nsolution into the HPLC vial) could be the most probable cause for the extraneous peak. You then\nmade new sample and based on the passing dissolution test values, you invalidated the initial\nresults and released the batch.\n\n(b)(4) (b)(4)\nThe Batch No.\n(b) (4)\nwas used to manufacture\n(b)(4) (b)(4)\nBatch No. (Mfg. date 1/11/2025 and Expiry date (b) (4)\nYou\n(b)(4) (b)(4)\nshipped a total of (b) (4) bottles (b) (4) tablets) of the above bathes to the US market.\n(b)(4)\nC. You have received multiple market complaints for and made several\nmarkets recalls on a select campaign batches. You unsubstantiated the Market Complaints for\n(b)(4)\nthe batches that were not part of this campaign. E. g. on 1/28/2025 you\n(b)(4) (b)(4)\nreceived a Market Complain # 200433853 for Batch No’s.\n(b)(4)\nand . The pharmacy reported, “One tablet with the incorrect imprint on it which\n(b)(4)\nmatches the (b) (4) strength however the color of the tablet is correct as similar to other tablets.”\nThese two batches were not part of the campaign that were implicated for the market recall. You\nassumed that the tablets from a “recall batch” were mixed at the pharmacy.",
                     *           "categories": [
                     *             "Quality System",
                     *             "Laboratory Controls"
                     *           ],
                     *           "severity_score": 8.7,
                     *           "data_attribution": {
                     *             "api_version": "v1",
                     *             "data_source_name": "FDA Form 483 (published document text)",
                     *             "data_source_url": "https://www.fda.gov/about-fda/office-inspections-and-investigations/oii-foia-electronic-reading-room",
                     *             "last_updated": "2026-11-28T07:58:15.782Z"
                     *           }
                     *         },
                     *         {
                     *           "observation_id": "483-3009193040-20251212-2",
                     *           "observation_number": 2,
                     *           "inspection_id": "483-3009193040-20251212",
                     *           "fei_number": "3009193040",
                     *           "facility_name": "Dr. Reddy’s Laboratories Limited",
                     *           "city": "Srikakulam",
                     *           "state": "Andhra Pradesh",
                     *           "country": "India",
                     *           "inspection_end_date": "2025-12-12",
                     *           "fiscal_year": 2026,
                     *           "classification": null,
                     *           "product_type": "drug",
                     *           "program_area": "Drugs",
                     *           "act_cfr_number": "21 CFR 211.110(a)",
                     *           "short_description": "Control procedures to monitor and validate performance",
                     *           "observation_text": "Control procedures are not established which validate the performance of those manufacturing processes\nthat may be responsible for causing variability in the characteristics of in-process material and the drug\nproduct.\nSpecifically, you qualified your Tablet Compression Machine ID # PR034 and (b) (4)\n\n(b)(4)\n(b) (4)\nID # PR034 in Room as per the Performance Qualification Report FTS1PRPR034-01\n(Effective date 8/8/2013). On 3/16/2024 the (b) (4)\nID # PR034 underwent\n(b)(4) (b)(4)\nbreakdown during the manufacturing of Batch No. . You\nreplaced (b) (4)\nID # PR034 with a different (b) (4)\nID #\n(b)(4) (b)(4)\nPR182 and continued with the manufacturing of Batch No. .\nAs of 12/12/2025, you have not requalified your Tablet Compression Machine ID # PR034 and (b) (4)\n(b)(4)\n(b) (4)\nID # PR182 assembly in Room . The make and model of the (b) (4)\n\n(b)(4) (b)(4)\n(b) (4)\nID’s # (b) (4)\nare different. Your Head of Production (b) (6) stated that\nthe working principles for (b) (4)\nare same thus requalification is not\nneeded.\n(b) (4)\nYou manufacture multiple drug products on Tablet Compression Machine ID # PR034 and\n(b)(4) (b)(4)\n(b) (4)\nID # PR182 in for the US market. E. g.\n(b)(4) (b)(4) (b)(4)\n(b)(4) (b)(4)\n(b) (4)\n(b)(4) (b) (4) (b)(4)\n\n(b)(4) (b)(4)\n, and .",
                     *           "categories": [
                     *             "Process Validation",
                     *             "Process Controls"
                     *           ],
                     *           "severity_score": 6.8,
                     *           "data_attribution": {
                     *             "api_version": "v1",
                     *             "data_source_name": "FDA Form 483 (published document text)",
                     *             "data_source_url": "https://www.fda.gov/about-fda/office-inspections-and-investigations/oii-foia-electronic-reading-room",
                     *             "last_updated": "2026-11-28T07:58:15.782Z"
                     *           }
                     *         },
                     *         {
                     *           "observation_id": "483-3009193040-20251212-3",
                     *           "observation_number": 3,
                     *           "inspection_id": "483-3009193040-20251212",
                     *           "fei_number": "3009193040",
                     *           "facility_name": "Dr. Reddy’s Laboratories Limited",
                     *           "city": "Srikakulam",
                     *           "state": "Andhra Pradesh",
                     *           "country": "India",
                     *           "inspection_end_date": "2025-12-12",
                     *           "fiscal_year": 2026,
                     *           "classification": null,
                     *           "product_type": "drug",
                     *           "program_area": "Drugs",
                     *           "act_cfr_number": "21 CFR 211.67(b)",
                     *           "short_description": "Written procedures not established/followed",
                     *           "observation_text": "Written procedures are not established for the cleaning and maintenance of equipment, including\nutensils, used in the manufacture, processing, packing or holding of a drug product.\nSpecifically, you practice cleaning validation for equipment trains for the worst-case molecule. The\ncleaning validation for your Tablet Compression Machine ID # PR034 and (b) (4)\n\n(b)(4)\n(b) (4)\nID # PR034 in was conducted in an equipment train for (b) (4) Tablet as the\nworst-case molecule as reported in Cleaning Validation Report for (b) (4) Tablets VALRP-FS01-\n000310 (Effective date 10/6/2020). On 3/16/2024 the (b) (4)\nID # PR034\n(b)(4)\nunderwent breakdown during the manufacturing of Batch No.\n(b)(4)\n. You replaced (b) (4)\nID # PR034 with a different (b) (4)\n\n(b) (4)\nID # PR182. After changing the equipment, you did not re-validate the cleaning of the\n2\n(b) (6) (b)(4)\nnew equipment train. Your Head of Production ( ) stated that the surface area of PR182 (\n(b)(4) 2\nis higher than PR034 ( ). After multiple requests, you were unable to provide surface area\ncalculations for the (b) (4)\nID # PR034 for verification.",
                     *           "categories": [
                     *             "Facility & Equipment",
                     *             "Process Validation"
                     *           ],
                     *           "severity_score": 6.5,
                     *           "data_attribution": {
                     *             "api_version": "v1",
                     *             "data_source_name": "FDA Form 483 (published document text)",
                     *             "data_source_url": "https://www.fda.gov/about-fda/office-inspections-and-investigations/oii-foia-electronic-reading-room",
                     *             "last_updated": "2026-11-28T07:58:15.782Z"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "requestId": "req_b427e8c7e9d74decb6d98859d2548675",
                     *         "processingTimeMs": 86
                     *       },
                     *       "pagination": {
                     *         "limit": 3,
                     *         "offset": 0,
                     *         "total": 391,
                     *         "hasMore": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObservationListResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listFacilities: {
        parameters: {
            query?: {
                /** @description Only this facility (digits; leading zeros ignored). */
                fei_number?: string;
                /** @description Keyword search on the firm name. */
                name?: string;
                /** @description State or region as published (e.g. NJ); upper, title or given case. */
                state?: string;
                /** @description Country as published (e.g. United States); upper, title or given case. */
                country?: string;
                /** @description Drugs, Devices, Biologics, Food/Cosmetics, Veterinary or Tobacco (other spellings such as drug are understood). */
                product_type?: string;
                /** @description Classification of the latest inspection: NAI, VAI or OAI. */
                classification?: "NAI" | "VAI" | "OAI";
                /** @description Composite risk level: low, medium, high or critical. */
                risk_level?: "low" | "medium" | "high" | "critical";
                /** @description Composite risk score at least. */
                min_score?: string;
                /** @description Composite risk score at most. */
                max_score?: string;
                /** @description Latest inspection on or after (YYYY-MM-DD). */
                date_from?: string;
                /** @description Latest inspection on or before (YYYY-MM-DD). */
                date_to?: string;
                /** @description Only facilities cited under this CFR section (e.g. 211.192). */
                cfr_section?: string;
                /** @description Sort field (default risk_score, the composite score). */
                sort_by?: "risk_score" | "facility_score" | "last_inspection_date" | "total_inspections" | "name";
                /** @description Sort direction (default desc; asc for name). */
                sort_order?: "asc" | "desc";
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "fei_number": "3013854204",
                     *           "facility_name": "Maitland Labs of Central Florida",
                     *           "state": "FL",
                     *           "country": "United States",
                     *           "product_types": [
                     *             "Drugs"
                     *           ],
                     *           "risk_score": 69.3,
                     *           "risk_level": "high",
                     *           "facility_score": 38,
                     *           "facility_risk_level": "low",
                     *           "total_inspections": 2,
                     *           "oai_count": 2,
                     *           "warning_letters": 1,
                     *           "last_inspection_date": "2020-02-28",
                     *           "last_classification": "OAI"
                     *         },
                     *         {
                     *           "fei_number": "3010704905",
                     *           "facility_name": "Surgery Pharmacy Services Inc",
                     *           "state": "TN",
                     *           "country": "United States",
                     *           "product_types": [
                     *             "Drugs"
                     *           ],
                     *           "risk_score": 68.4,
                     *           "risk_level": "high",
                     *           "facility_score": 44,
                     *           "facility_risk_level": "medium",
                     *           "total_inspections": 2,
                     *           "oai_count": 2,
                     *           "warning_letters": 1,
                     *           "last_inspection_date": "2023-07-07",
                     *           "last_classification": "OAI"
                     *         },
                     *         {
                     *           "fei_number": "3014982757",
                     *           "facility_name": "Farmakeio Outsourcing LLC",
                     *           "state": "TX",
                     *           "country": "United States",
                     *           "product_types": [
                     *             "Drugs"
                     *           ],
                     *           "risk_score": 66.3,
                     *           "risk_level": "high",
                     *           "facility_score": 47,
                     *           "facility_risk_level": "medium",
                     *           "total_inspections": 3,
                     *           "oai_count": 2,
                     *           "warning_letters": 1,
                     *           "last_inspection_date": "2025-09-05",
                     *           "last_classification": null
                     *         }
                     *       ],
                     *       "meta": {
                     *         "requestId": "req_3ceb3768db0c461a9954bcbd3e6146d5",
                     *         "processingTimeMs": 102
                     *       },
                     *       "pagination": {
                     *         "limit": 3,
                     *         "offset": 0,
                     *         "total": 63095,
                     *         "hasMore": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FacilityListResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getFacility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description FDA Facility Establishment Identifier (digits; leading zeros ignored). */
                fei_number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "fei_number": "3006271438",
                     *         "facility": {
                     *           "legal_name": "Novel Laboratories, Inc. d.b.a Lupin Somerset",
                     *           "city": null,
                     *           "state": "NJ",
                     *           "country": "United States",
                     *           "product_types": [
                     *             "Drugs",
                     *             "Devices"
                     *           ],
                     *           "parent_company": null,
                     *           "registration_status": null,
                     *           "establishment_type": "Drug Manufacturer"
                     *         },
                     *         "risk_score": {
                     *           "fei_number": "3006271438",
                     *           "risk_score": 34.4,
                     *           "risk_level": "medium",
                     *           "methodology_version": "v2.0",
                     *           "factors": {
                     *             "oai_ratio": 13.98,
                     *             "citation_frequency": 3.88,
                     *             "recency": 2.26,
                     *             "severity": 6.83,
                     *             "peer_benchmark": 7.49
                     *           },
                     *           "methodology": "Composite risk score v2.0 (0-100): oai_ratio (max 40) = 40 x mean classification weight over classified inspections (OAI 1.0, VAI 0.5, NAI 0.1; an inspection known only as not OAI weighs the national NAI/VAI split of its fiscal year and product type; unclassified inspections are left out, not counted as NAI); citation_frequency (max 25) = citations per year of inspection history (at least 1 year), linear up to 5 a year; recency (max 15) = 15 x 0.5^(years since the last adverse event / 2), adverse = OAI or VAI inspection, an unclassified inspection that issued a 483, or a compliance action; severity (max 10) = 10 x (max + mean)/2 of the cited CFR (or FD&C Act) sections' severity weights (0-1); peer_benchmark (max 10) = 10 x p^2/(p^2 + a^2) with p = the other four factors + 5 and a = the product-type peer average (5 when the peer group has under 10 facilities). Bands: low < 25, medium < 50, high < 75, critical >= 75. Facts dated after the as-of date are ignored.",
                     *           "factor_descriptions": {
                     *             "oai_ratio": "Weighted classification ratio (OAI 1.0, VAI 0.5, NAI 0.1), max 40. 14 classified inspections (1 OAI, 0 VAI, 0 NAI, 13 not OAI (NAI and VAI not split by the source) at the national NAI/VAI split of their fiscal year and product type, mean 0.300): mean weight 0.350 x 40 = 13.98; 2 inspections without a published classification left out (unknown is not NAI).",
                     *             "citation_frequency": "Citations per year of inspection history, normalised, max 25. 13 citations over 16.73 years of inspection history (since 2010-03-05) = 0.78 a year; 25 x min(1, rate / 5) = 3.88.",
                     *             "recency": "Exponential decay of the time since the last adverse event, half-life 2 years, max 15. Last adverse event: Warning Letter on 2021-06-11, 5.46 years ago; 15 x 0.5^(5.46 / 2) = 2.26.",
                     *             "severity": "Weighted severity of the cited CFR sections, max 10. 13 citations: highest section weight 0.750 (21 CFR 211.192), mean 0.615; 10 x (max + mean) / 2 = 6.83.",
                     *             "peer_benchmark": "Comparison to the product-type peer-group average, max 10. Other factors + 5 = 31.95 against the peer average 18.50: 10 x p^2 / (p^2 + a^2) = 7.49 (5 = at the average)."
                     *           },
                     *           "outcome_probability": {
                     *             "outcome": "oai_or_warning_letter_within_24_months",
                     *             "probability": 0.017,
                     *             "calibration_version": "oai-wl-24m/train-2019-10-01/fit-2026-11-26"
                     *           }
                     *         },
                     *         "facility_score": {
                     *           "fei_number": "3006271438",
                     *           "facility_name": "Novel Laboratories, Inc. d.b.a Lupin Somerset",
                     *           "risk_score": 39,
                     *           "risk_level": "low",
                     *           "confidence": 0.89,
                     *           "score_components": {
                     *             "historical_pattern": {
                     *               "score": 32,
                     *               "weight": 0.35,
                     *               "factors": [
                     *                 "1 of 1 classified inspection since 2010 were OAI (0 VAI, 0 NAI)",
                     *                 "15 inspections known only as not OAI: counted at the national NAI/VAI split of its fiscal year and product type (0.246 when unknown)",
                     *                 "Latest: not OAI on 2026-04-17"
                     *               ]
                     *             },
                     *             "time_since_inspection": {
                     *               "score": 87,
                     *               "weight": 0.15,
                     *               "factors": [
                     *                 "Last inspection ended 2026-04-17, 0.6 years before 2026-11-28",
                     *                 "100 x 0.5^(years / 3): a recent inspection means current FDA attention (100 today, 50 at 3 years, 25 at 6); validated on the outcome back-test (README)"
                     *               ]
                     *             },
                     *             "citation_severity": {
                     *               "score": 0,
                     *               "weight": 0.25,
                     *               "factors": [
                     *                 "No citations in the last 5 years"
                     *               ]
                     *             },
                     *             "industry_benchmark": {
                     *               "score": 91,
                     *               "weight": 0.15,
                     *               "factors": [
                     *                 "Score before benchmarking 32.5 against the product-type peer group's scores before benchmarking (mean 22.5, p75 25.5, p90 28.5)",
                     *                 "50 = at the peer mean, 75 = 75th percentile, 90 = 90th percentile"
                     *               ]
                     *             },
                     *             "enforcement_trend": {
                     *               "score": 8,
                     *               "weight": 0.1,
                     *               "factors": [
                     *                 "Warning Letter on 2021-06-11: 7.5 points (50 halving every 2 years)",
                     *                 "Classification trend stable: not_oai (2025-10-10) then not_oai (2026-04-17)"
                     *               ]
                     *             }
                     *           },
                     *           "next_best_actions": [
                     *             {
                     *               "priority": 1,
                     *               "action": "Keep the quality system inspection-ready: internal audits and management review on schedule",
                     *               "rationale": "No open enforcement and no citations in the last 5 years",
                     *               "estimated_remediation_days": 30
                     *             }
                     *           ],
                     *           "calculated_at": "2026-11-28T00:00:00.000Z",
                     *           "valid_until": "2026-12-01T00:00:00.000Z",
                     *           "outcome_probability": {
                     *             "outcome": "oai_or_warning_letter_within_24_months",
                     *             "probability": 0.0218,
                     *             "calibration_version": "oai-wl-24m/train-2019-10-01/fit-2026-11-26"
                     *           }
                     *         },
                     *         "inspection_summary": {
                     *           "total_inspections": 16,
                     *           "nai_count": 0,
                     *           "vai_count": 0,
                     *           "oai_count": 1,
                     *           "not_oai_unsplit_count": 15,
                     *           "warning_letters": 1,
                     *           "import_alerts": 0,
                     *           "last_inspection_date": "2026-04-17",
                     *           "last_classification": null,
                     *           "trend": "stable"
                     *         },
                     *         "recent_inspections": [
                     *           {
                     *             "inspection_id": "1306616",
                     *             "inspection_start_date": null,
                     *             "inspection_end_date": "2026-04-17",
                     *             "classification": null,
                     *             "program_area": "Drugs",
                     *             "inspection_type": null,
                     *             "lead_investigator_id": null,
                     *             "team_size": null,
                     *             "total_citations": 0
                     *           },
                     *           {
                     *             "inspection_id": "1285934",
                     *             "inspection_start_date": null,
                     *             "inspection_end_date": "2025-10-10",
                     *             "classification": null,
                     *             "program_area": "Devices",
                     *             "inspection_type": null,
                     *             "lead_investigator_id": null,
                     *             "team_size": null,
                     *             "total_citations": 0
                     *           },
                     *           {
                     *             "inspection_id": "1235495",
                     *             "inspection_start_date": null,
                     *             "inspection_end_date": "2024-05-17",
                     *             "classification": null,
                     *             "program_area": "Drugs",
                     *             "inspection_type": null,
                     *             "lead_investigator_id": null,
                     *             "team_size": null,
                     *             "total_citations": 0
                     *           }
                     *         ],
                     *         "compliance_actions": {
                     *           "total": 1,
                     *           "by_type": {
                     *             "warning_letter": 1
                     *           },
                     *           "latest_action_date": "2021-06-11"
                     *         },
                     *         "computed_at": "2026-11-28T08:01:53.034Z"
                     *       },
                     *       "meta": {
                     *         "requestId": "req_908fcba608e04911b6edb965bc1b8833",
                     *         "processingTimeMs": 19
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FacilityDetailResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getFacilityInspections: {
        parameters: {
            query?: {
                /** @description Only inspections classified NAI, VAI or OAI. */
                classification?: "NAI" | "VAI" | "OAI";
                /** @description Inspection end date on or after (YYYY-MM-DD). */
                date_from?: string;
                /** @description Inspection end date on or before (YYYY-MM-DD). */
                date_to?: string;
                /** @description Add each inspection’s citations (default false). */
                include_citations?: string;
                /** @description Add the compliance actions that followed each inspection (default false). */
                include_compliance_actions?: string;
            };
            header?: never;
            path: {
                /** @description FDA Facility Establishment Identifier (digits; leading zeros ignored). */
                fei_number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fei_number": "3006271438",
                     *       "facility": {
                     *         "legal_name": "Novel Laboratories, Inc. d.b.a Lupin Somerset",
                     *         "city": null,
                     *         "state": "NJ",
                     *         "country": "United States",
                     *         "product_types": [
                     *           "Drugs",
                     *           "Devices"
                     *         ],
                     *         "parent_company": null,
                     *         "registration_status": null,
                     *         "establishment_type": "Drug Manufacturer"
                     *       },
                     *       "summary": {
                     *         "total_inspections": 16,
                     *         "nai_count": 0,
                     *         "vai_count": 0,
                     *         "oai_count": 1,
                     *         "not_oai_unsplit_count": 15,
                     *         "warning_letters": 1,
                     *         "import_alerts": 0,
                     *         "last_inspection_date": "2026-04-17",
                     *         "last_classification": null,
                     *         "trend": "stable"
                     *       },
                     *       "inspections": [
                     *         {
                     *           "inspection_id": "1306616",
                     *           "inspection_start_date": null,
                     *           "inspection_end_date": "2026-04-17",
                     *           "classification": null,
                     *           "program_area": "Drugs",
                     *           "inspection_type": null,
                     *           "lead_investigator_id": null,
                     *           "team_size": null,
                     *           "total_citations": 0,
                     *           "citations": [],
                     *           "compliance_actions": []
                     *         },
                     *         {
                     *           "inspection_id": "1285934",
                     *           "inspection_start_date": null,
                     *           "inspection_end_date": "2025-10-10",
                     *           "classification": null,
                     *           "program_area": "Devices",
                     *           "inspection_type": null,
                     *           "lead_investigator_id": null,
                     *           "team_size": null,
                     *           "total_citations": 0,
                     *           "citations": [],
                     *           "compliance_actions": []
                     *         },
                     *         {
                     *           "inspection_id": "1235495",
                     *           "inspection_start_date": null,
                     *           "inspection_end_date": "2024-05-17",
                     *           "classification": null,
                     *           "program_area": "Drugs",
                     *           "inspection_type": null,
                     *           "lead_investigator_id": null,
                     *           "team_size": null,
                     *           "total_citations": 0,
                     *           "citations": [],
                     *           "compliance_actions": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["FacilityInspectionsResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getFacilityCitations: {
        parameters: {
            query?: {
                /** @description Citations to return (default 100, max 1000). */
                limit?: string;
                /** @description By inspection date (default desc). */
                sort_order?: "asc" | "desc";
                /** @description Only citations in this observation category (case-insensitive). */
                category?: string;
                /** @description Inspection end date on or after (YYYY-MM-DD). */
                date_from?: string;
                /** @description Inspection end date on or before (YYYY-MM-DD). */
                date_to?: string;
            };
            header?: never;
            path: {
                /** @description FDA Facility Establishment Identifier (digits; leading zeros ignored). */
                fei_number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fei_number": "3006271438",
                     *       "facility_name": "Novel Laboratories, Inc. d.b.a Lupin Somerset",
                     *       "total": 13,
                     *       "results": [
                     *         {
                     *           "citation_id": "483-3006271438-20201105-1",
                     *           "inspection_id": "1133661",
                     *           "inspection_end_date": "2020-11-05",
                     *           "fiscal_year": 2021,
                     *           "act_cfr_number": "21 CFR 211.67(a)",
                     *           "short_description": "Cleaning / Sanitizing / Maintenance",
                     *           "program_area": "Drugs",
                     *           "classification": "OAI",
                     *           "category": "Facility & Equipment",
                     *           "categories": [
                     *             "Facility & Equipment"
                     *           ],
                     *           "source": "fda-form-483",
                     *           "source_url": "https://www.fda.gov/about-fda/office-inspections-and-investigations/oii-foia-electronic-reading-room",
                     *           "data_attribution": {
                     *             "api_version": "v1",
                     *             "data_source_name": "FDA Form 483 (published 483 text)",
                     *             "data_source_url": "https://www.fda.gov/about-fda/office-inspections-and-investigations/oii-foia-electronic-reading-room",
                     *             "last_updated": "2026-11-28T08:01:53.034Z"
                     *           }
                     *         },
                     *         {
                     *           "citation_id": "483-3006271438-20201105-10",
                     *           "inspection_id": "1133661",
                     *           "inspection_end_date": "2020-11-05",
                     *           "fiscal_year": 2021,
                     *           "act_cfr_number": "21 CFR 211.68(b)",
                     *           "short_description": "Computer control of master formula records",
                     *           "program_area": "Drugs",
                     *           "classification": "OAI",
                     *           "category": "Data Integrity",
                     *           "categories": [
                     *             "Data Integrity",
                     *             "Documentation"
                     *           ],
                     *           "source": "fda-form-483",
                     *           "source_url": "https://www.fda.gov/about-fda/office-inspections-and-investigations/oii-foia-electronic-reading-room",
                     *           "data_attribution": {
                     *             "api_version": "v1",
                     *             "data_source_name": "FDA Form 483 (published 483 text)",
                     *             "data_source_url": "https://www.fda.gov/about-fda/office-inspections-and-investigations/oii-foia-electronic-reading-room",
                     *             "last_updated": "2026-11-28T08:01:53.034Z"
                     *           }
                     *         },
                     *         {
                     *           "citation_id": "483-3006271438-20201105-11",
                     *           "inspection_id": "1133661",
                     *           "inspection_end_date": "2020-11-05",
                     *           "fiscal_year": 2021,
                     *           "act_cfr_number": "21 CFR 211.160(b)",
                     *           "short_description": "Scientifically sound laboratory controls",
                     *           "program_area": "Drugs",
                     *           "classification": "OAI",
                     *           "category": "Laboratory Controls",
                     *           "categories": [
                     *             "Laboratory Controls"
                     *           ],
                     *           "source": "fda-form-483",
                     *           "source_url": "https://www.fda.gov/about-fda/office-inspections-and-investigations/oii-foia-electronic-reading-room",
                     *           "data_attribution": {
                     *             "api_version": "v1",
                     *             "data_source_name": "FDA Form 483 (published 483 text)",
                     *             "data_source_url": "https://www.fda.gov/about-fda/office-inspections-and-investigations/oii-foia-electronic-reading-room",
                     *             "last_updated": "2026-11-28T08:01:53.034Z"
                     *           }
                     *         }
                     *       ],
                     *       "query_metadata": {
                     *         "execution_time_ms": 8,
                     *         "limit": 3,
                     *         "sort_order": "desc"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FacilityCitationsResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getFacilityScore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description FDA Facility Establishment Identifier (digits; leading zeros ignored). */
                fei_number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fei_number": "3006271438",
                     *       "facility_name": "Novel Laboratories, Inc. d.b.a Lupin Somerset",
                     *       "risk_score": 39,
                     *       "risk_level": "low",
                     *       "confidence": 0.89,
                     *       "score_components": {
                     *         "historical_pattern": {
                     *           "score": 32,
                     *           "weight": 0.35,
                     *           "factors": [
                     *             "1 of 1 classified inspection since 2010 were OAI (0 VAI, 0 NAI)",
                     *             "15 inspections known only as not OAI: counted at the national NAI/VAI split of its fiscal year and product type (0.246 when unknown)",
                     *             "Latest: not OAI on 2026-04-17"
                     *           ]
                     *         },
                     *         "time_since_inspection": {
                     *           "score": 87,
                     *           "weight": 0.15,
                     *           "factors": [
                     *             "Last inspection ended 2026-04-17, 0.6 years before 2026-11-28",
                     *             "100 x 0.5^(years / 3): a recent inspection means current FDA attention (100 today, 50 at 3 years, 25 at 6); validated on the outcome back-test (README)"
                     *           ]
                     *         },
                     *         "citation_severity": {
                     *           "score": 0,
                     *           "weight": 0.25,
                     *           "factors": [
                     *             "No citations in the last 5 years"
                     *           ]
                     *         },
                     *         "industry_benchmark": {
                     *           "score": 91,
                     *           "weight": 0.15,
                     *           "factors": [
                     *             "Score before benchmarking 32.5 against the product-type peer group's scores before benchmarking (mean 22.5, p75 25.5, p90 28.5)",
                     *             "50 = at the peer mean, 75 = 75th percentile, 90 = 90th percentile"
                     *           ]
                     *         },
                     *         "enforcement_trend": {
                     *           "score": 8,
                     *           "weight": 0.1,
                     *           "factors": [
                     *             "Warning Letter on 2021-06-11: 7.5 points (50 halving every 2 years)",
                     *             "Classification trend stable: not_oai (2025-10-10) then not_oai (2026-04-17)"
                     *           ]
                     *         }
                     *       },
                     *       "next_best_actions": [
                     *         {
                     *           "priority": 1,
                     *           "action": "Keep the quality system inspection-ready: internal audits and management review on schedule",
                     *           "rationale": "No open enforcement and no citations in the last 5 years",
                     *           "estimated_remediation_days": 30
                     *         }
                     *       ],
                     *       "calculated_at": "2026-11-28T00:00:00.000Z",
                     *       "valid_until": "2026-12-01T00:00:00.000Z",
                     *       "outcome_probability": {
                     *         "outcome": "oai_or_warning_letter_within_24_months",
                     *         "probability": 0.0218,
                     *         "calibration_version": "oai-wl-24m/train-2019-10-01/fit-2026-11-26"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FacilityScore"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listRiskScores: {
        parameters: {
            query?: {
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
                /** @description low, medium, high or critical. */
                risk_level?: "low" | "medium" | "high" | "critical";
                /** @description Risk score at least. */
                min_score?: string;
                /** @description Risk score at most. */
                max_score?: string;
                /** @description By risk_score (default desc). */
                sort_order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "fei_number": "3013854204",
                     *           "risk_score": 69.3,
                     *           "risk_level": "high",
                     *           "factors": {
                     *             "oai_ratio": 40,
                     *             "citation_frequency": 10.74,
                     *             "recency": 2.39,
                     *             "severity": 6.95,
                     *             "peer_benchmark": 9.25
                     *           }
                     *         },
                     *         {
                     *           "fei_number": "3010704905",
                     *           "risk_score": 68.4,
                     *           "risk_level": "high",
                     *           "factors": {
                     *             "oai_ratio": 40,
                     *             "citation_frequency": 7.16,
                     *             "recency": 4.62,
                     *             "severity": 7.4,
                     *             "peer_benchmark": 9.23
                     *           }
                     *         },
                     *         {
                     *           "fei_number": "3014982757",
                     *           "risk_score": 66.3,
                     *           "risk_level": "high",
                     *           "factors": {
                     *             "oai_ratio": 40,
                     *             "citation_frequency": 2.12,
                     *             "recency": 9.8,
                     *             "severity": 5.17,
                     *             "peer_benchmark": 9.18
                     *           }
                     *         }
                     *       ],
                     *       "total": 63095,
                     *       "offset": 0,
                     *       "limit": 3,
                     *       "methodology": "Composite risk score v2.0 (0-100): oai_ratio (max 40) = 40 x mean classification weight over classified inspections (OAI 1.0, VAI 0.5, NAI 0.1; an inspection known only as not OAI weighs the national NAI/VAI split of its fiscal year and product type; unclassified inspections are left out, not counted as NAI); citation_frequency (max 25) = citations per year of inspection history (at least 1 year), linear up to 5 a year; recency (max 15) = 15 x 0.5^(years since the last adverse event / 2), adverse = OAI or VAI inspection, an unclassified inspection that issued a 483, or a compliance action; severity (max 10) = 10 x (max + mean)/2 of the cited CFR (or FD&C Act) sections' severity weights (0-1); peer_benchmark (max 10) = 10 x p^2/(p^2 + a^2) with p = the other four factors + 5 and a = the product-type peer average (5 when the peer group has under 10 facilities). Bands: low < 25, medium < 50, high < 75, critical >= 75. Facts dated after the as-of date are ignored.",
                     *       "query_metadata": {
                     *         "execution_time_ms": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RiskScoreListResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getRiskScore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description FDA Facility Establishment Identifier (digits; leading zeros ignored). */
                fei_number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fei_number": "3006271438",
                     *       "risk_score": 34.4,
                     *       "risk_level": "medium",
                     *       "methodology_version": "v2.0",
                     *       "factors": {
                     *         "oai_ratio": 13.98,
                     *         "citation_frequency": 3.88,
                     *         "recency": 2.26,
                     *         "severity": 6.83,
                     *         "peer_benchmark": 7.49
                     *       },
                     *       "methodology": "Composite risk score v2.0 (0-100): oai_ratio (max 40) = 40 x mean classification weight over classified inspections (OAI 1.0, VAI 0.5, NAI 0.1; an inspection known only as not OAI weighs the national NAI/VAI split of its fiscal year and product type; unclassified inspections are left out, not counted as NAI); citation_frequency (max 25) = citations per year of inspection history (at least 1 year), linear up to 5 a year; recency (max 15) = 15 x 0.5^(years since the last adverse event / 2), adverse = OAI or VAI inspection, an unclassified inspection that issued a 483, or a compliance action; severity (max 10) = 10 x (max + mean)/2 of the cited CFR (or FD&C Act) sections' severity weights (0-1); peer_benchmark (max 10) = 10 x p^2/(p^2 + a^2) with p = the other four factors + 5 and a = the product-type peer average (5 when the peer group has under 10 facilities). Bands: low < 25, medium < 50, high < 75, critical >= 75. Facts dated after the as-of date are ignored.",
                     *       "factor_descriptions": {
                     *         "oai_ratio": "Weighted classification ratio (OAI 1.0, VAI 0.5, NAI 0.1), max 40. 14 classified inspections (1 OAI, 0 VAI, 0 NAI, 13 not OAI (NAI and VAI not split by the source) at the national NAI/VAI split of their fiscal year and product type, mean 0.300): mean weight 0.350 x 40 = 13.98; 2 inspections without a published classification left out (unknown is not NAI).",
                     *         "citation_frequency": "Citations per year of inspection history, normalised, max 25. 13 citations over 16.73 years of inspection history (since 2010-03-05) = 0.78 a year; 25 x min(1, rate / 5) = 3.88.",
                     *         "recency": "Exponential decay of the time since the last adverse event, half-life 2 years, max 15. Last adverse event: Warning Letter on 2021-06-11, 5.46 years ago; 15 x 0.5^(5.46 / 2) = 2.26.",
                     *         "severity": "Weighted severity of the cited CFR sections, max 10. 13 citations: highest section weight 0.750 (21 CFR 211.192), mean 0.615; 10 x (max + mean) / 2 = 6.83.",
                     *         "peer_benchmark": "Comparison to the product-type peer-group average, max 10. Other factors + 5 = 31.95 against the peer average 18.50: 10 x p^2 / (p^2 + a^2) = 7.49 (5 = at the average)."
                     *       },
                     *       "outcome_probability": {
                     *         "outcome": "oai_or_warning_letter_within_24_months",
                     *         "probability": 0.017,
                     *         "calibration_version": "oai-wl-24m/train-2019-10-01/fit-2026-11-26"
                     *       },
                     *       "query_metadata": {
                     *         "execution_time_ms": 4
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RiskScoreResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listCfrReferences: {
        parameters: {
            query?: {
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
                /** @description Keep references cited at least this many times. */
                min_occurrence_count?: string;
                /** @description Order by occurrence_count (default desc). */
                sort_order?: "asc" | "desc";
                /** @description One reference, answered like GET /v1/483/cfr-references/{cfr}: any spelling, e.g. '21 CFR 211.192', '211.192', '21CFR211.192'. */
                cfr?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "act_cfr_number": "FDCA 501(a)(2)(A)",
                     *           "short_description": "Disinfecting and cleaning agents, ISO 5 area",
                     *           "occurrence_count": 100
                     *         },
                     *         {
                     *           "act_cfr_number": "21 CFR 211.192",
                     *           "short_description": "Investigations of discrepancies, failures",
                     *           "occurrence_count": 22
                     *         },
                     *         {
                     *           "act_cfr_number": "21 CFR 211.113(b)",
                     *           "short_description": "Procedures for sterile drug products",
                     *           "occurrence_count": 16
                     *         }
                     *       ],
                     *       "total": 67,
                     *       "offset": 0,
                     *       "limit": 3,
                     *       "filters_applied": {
                     *         "sort_order": "desc"
                     *       },
                     *       "query_metadata": {
                     *         "execution_time_ms": 15
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CfrReferenceListResponse"] | components["schemas"]["CfrReferenceResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getCfrReference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The reference, URL-encoded (spaces as %20): '21%20CFR%20211.192'; '211.192' and other spellings of the same number are accepted. */
                cfr: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "act_cfr_number": "21 CFR 211.192",
                     *       "short_description": "Investigations of discrepancies, failures",
                     *       "occurrence_count": 22,
                     *       "associated_product_types": [
                     *         "Drugs",
                     *         "Biologics"
                     *       ],
                     *       "cross_references": [
                     *         {
                     *           "rule_id": "fda-guidance:assembler-s-guide-to-diagnostic-x-ray-equipment",
                     *           "source": "fda",
                     *           "title": "Guidance for Industry and Food and Drug Administration Staff - Assembler's Guide to Diagnostic X-Ray Equipment",
                     *           "similarity_score": 0.56
                     *         },
                     *         {
                     *           "rule_id": "fda-guidance:clarification-of-radiation-control-regulations-for-manufacturers-of-diagnostic-x-ray-equipment",
                     *           "source": "fda",
                     *           "title": "Clarification of Radiation Control Regulations For Manufacturers of Diagnostic X-Ray Equipment: Guidance for Industry and Food and Drug Administration Staff",
                     *           "similarity_score": 0.5317
                     *         },
                     *         {
                     *           "rule_id": "fda-guidance:clarification-of-radiation-control-regulations-for-diagnostic-x-ray-equipment-part-2",
                     *           "source": "fda",
                     *           "title": "Clarification of Radiation Control Regulations for Diagnostic X-Ray Equipment (Part 2)",
                     *           "similarity_score": 0.5308
                     *         }
                     *       ],
                     *       "match_confidence": 0.56,
                     *       "matched_at": "2026-11-28T08:13:16.513Z",
                     *       "query_metadata": {
                     *         "execution_time_ms": 5
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CfrReferenceResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getAnalyticsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total_citations": 391,
                     *       "total_facilities": 63095,
                     *       "total_cfr_references": 67,
                     *       "risk_distribution": {
                     *         "low": 58680,
                     *         "medium": 3739,
                     *         "high": 676,
                     *         "critical": 0
                     *       },
                     *       "top_cited_cfr": [
                     *         {
                     *           "act_cfr_number": "FDCA 501(a)(2)(A)",
                     *           "short_description": "Disinfecting and cleaning agents, ISO 5 area",
                     *           "occurrence_count": 100
                     *         },
                     *         {
                     *           "act_cfr_number": "21 CFR 211.192",
                     *           "short_description": "Investigations of discrepancies, failures",
                     *           "occurrence_count": 22
                     *         },
                     *         {
                     *           "act_cfr_number": "21 CFR 211.113(b)",
                     *           "short_description": "Procedures for sterile drug products",
                     *           "occurrence_count": 16
                     *         }
                     *       ],
                     *       "fiscal_year_breakdown": {
                     *         "2019": 158,
                     *         "2020": 179,
                     *         "2021": 49,
                     *         "2022": 0,
                     *         "2023": 0,
                     *         "2024": 0,
                     *         "2025": 0,
                     *         "2026": 5
                     *       },
                     *       "data_freshness": {
                     *         "citations": "2025-12-12",
                     *         "facilities": "2026-06-29",
                     *         "risk_scores": "2026-11-28",
                     *         "cfr_references": "2025-12-12"
                     *       },
                     *       "query_metadata": {
                     *         "execution_time_ms": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AnalyticsSummaryResponse"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listBenchmarks: {
        parameters: {
            query?: {
                /** @description Peer grouping: product_type, state, program_area or country (default product_type). */
                grouping?: "product_type" | "state" | "program_area" | "country";
                /** @description One group of the grouping, matched case-insensitively (e.g. 'drug', 'NJ', 'Drugs', 'India'). */
                group_value?: string;
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "grouping": "product_type",
                     *           "group_value": "Drugs",
                     *           "metrics": {
                     *             "avg_oai_rate": 0.0774,
                     *             "median_oai_rate": 0,
                     *             "avg_risk_score": 17.98,
                     *             "median_risk_score": 16.6,
                     *             "avg_citations_per_inspection": 0.01,
                     *             "total_facilities": 18322,
                     *             "percentile_25": 16.1,
                     *             "percentile_75": 16.9,
                     *             "percentile_90": 28.09
                     *           },
                     *           "peer_group_size": 18322,
                     *           "insufficient_data": false,
                     *           "last_updated": "2026-11-28T08:13:16.513Z"
                     *         },
                     *         {
                     *           "grouping": "product_type",
                     *           "group_value": "Devices",
                     *           "metrics": {
                     *             "avg_oai_rate": 0.0564,
                     *             "median_oai_rate": 0,
                     *             "avg_risk_score": 15.96,
                     *             "median_risk_score": 14.8,
                     *             "avg_citations_per_inspection": 0,
                     *             "total_facilities": 16469,
                     *             "percentile_25": 14.6,
                     *             "percentile_75": 15.1,
                     *             "percentile_90": 20.4
                     *           },
                     *           "peer_group_size": 16469,
                     *           "insufficient_data": false,
                     *           "last_updated": "2026-11-28T08:13:16.513Z"
                     *         },
                     *         {
                     *           "grouping": "product_type",
                     *           "group_value": "Veterinary",
                     *           "metrics": {
                     *             "avg_oai_rate": 0.0413,
                     *             "median_oai_rate": 0,
                     *             "avg_risk_score": 15.46,
                     *             "median_risk_score": 14.6,
                     *             "avg_citations_per_inspection": 0,
                     *             "total_facilities": 14182,
                     *             "percentile_25": 14.3,
                     *             "percentile_75": 15,
                     *             "percentile_90": 15.3
                     *           },
                     *           "peer_group_size": 14182,
                     *           "insufficient_data": false,
                     *           "last_updated": "2026-11-28T08:13:16.513Z"
                     *         }
                     *       ],
                     *       "total": 6,
                     *       "offset": 0,
                     *       "limit": 3,
                     *       "filters_applied": {
                     *         "grouping": "product_type",
                     *         "group_value": null
                     *       },
                     *       "data_source": "RegIntel analytics over FDA inspection classifications, Form 483 citations and compliance actions as ingested (public records), with RegIntel composite risk scores (methodology v2.0)",
                     *       "query_metadata": {
                     *         "execution_time_ms": 10
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BenchmarkListResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listInvestigators: {
        parameters: {
            query?: {
                /** @description Keep investigators with at least this many inspections (default 0). */
                min_inspections?: string;
                /** @description Keep investigators with this product type among their top product types (case-insensitive), e.g. 'drug'. */
                product_type?: string;
                /** @description Order (default total_inspections; numbers highest first, name A–Z). */
                sort_by?: "total_inspections" | "oai_rate" | "facilities_inspected" | "name";
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "investigator_id": "inv_16ddcd33454a6924",
                     *           "investigator_name": "Jessica L Pressley",
                     *           "total_inspections": 3,
                     *           "oai_rate": 1,
                     *           "classified_inspections": 3,
                     *           "facilities_inspected": 2,
                     *           "top_product_types": [
                     *             "Drugs"
                     *           ],
                     *           "top_cfrs": [
                     *             {
                     *               "cfr": "21 CFR 211.42",
                     *               "count": 5
                     *             },
                     *             {
                     *               "cfr": "FDCA 503B(a)(10)",
                     *               "count": 4
                     *             },
                     *             {
                     *               "cfr": "21 CFR 211.166",
                     *               "count": 3
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "investigator_id": "inv_5f57111c4f7bdb2c",
                     *           "investigator_name": "Zachery L Miller",
                     *           "total_inspections": 3,
                     *           "oai_rate": 0.3333,
                     *           "classified_inspections": 3,
                     *           "facilities_inspected": 3,
                     *           "top_product_types": [
                     *             "Drugs"
                     *           ],
                     *           "top_cfrs": [
                     *             {
                     *               "cfr": "21 CFR 211.42",
                     *               "count": 3
                     *             },
                     *             {
                     *               "cfr": "21 CFR 211.113",
                     *               "count": 1
                     *             },
                     *             {
                     *               "cfr": "FDCA 501(a)(2)(A)",
                     *               "count": 1
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "investigator_id": "inv_29a178790e360f03",
                     *           "investigator_name": "Bryan L Mcguckin",
                     *           "total_inspections": 2,
                     *           "oai_rate": null,
                     *           "classified_inspections": 0,
                     *           "facilities_inspected": 2,
                     *           "top_product_types": [
                     *             "Drugs"
                     *           ],
                     *           "top_cfrs": [
                     *             {
                     *               "cfr": "21 CFR 211.42",
                     *               "count": 2
                     *             },
                     *             {
                     *               "cfr": "21 CFR 211.113",
                     *               "count": 1
                     *             },
                     *             {
                     *               "cfr": "21 CFR 211.165",
                     *               "count": 1
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "total": 69,
                     *       "offset": 0,
                     *       "limit": 3,
                     *       "filters_applied": {
                     *         "min_inspections": 0,
                     *         "product_type": null,
                     *         "sort_by": "total_inspections"
                     *       },
                     *       "query_metadata": {
                     *         "execution_time_ms": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvestigatorListResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getInvestigator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Investigator name, URL-encoded, matched case-insensitively (e.g. 'Jane%20Doe'). */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "investigator_id": "inv_16ddcd33454a6924",
                     *       "investigator_name": "Jessica L Pressley",
                     *       "total_inspections": 3,
                     *       "oai_rate": 1,
                     *       "classified_inspections": 3,
                     *       "facilities_inspected": 2,
                     *       "top_product_types": [
                     *         "Drugs"
                     *       ],
                     *       "top_cfrs": [
                     *         {
                     *           "cfr": "21 CFR 211.42",
                     *           "count": 5
                     *         },
                     *         {
                     *           "cfr": "FDCA 503B(a)(10)",
                     *           "count": 4
                     *         },
                     *         {
                     *           "cfr": "21 CFR 211.166",
                     *           "count": 3
                     *         }
                     *       ],
                     *       "query_metadata": {
                     *         "execution_time_ms": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvestigatorResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getInvestigatorProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `investigator_id` from the list or name route (`inv_` + 16 hex digits); a name (URL-encoded, case-insensitive) is accepted too. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "investigator_id": "inv_16ddcd33454a6924",
                     *       "investigator_name": "Jessica L Pressley",
                     *       "total_inspections": 3,
                     *       "oai_rate": 1,
                     *       "classified_inspections": 3,
                     *       "facilities_inspected": 2,
                     *       "top_product_types": [
                     *         "Drugs"
                     *       ],
                     *       "top_cfrs": [
                     *         {
                     *           "cfr": "21 CFR 211.42",
                     *           "count": 5
                     *         },
                     *         {
                     *           "cfr": "FDCA 503B(a)(10)",
                     *           "count": 4
                     *         },
                     *         {
                     *           "cfr": "21 CFR 211.166",
                     *           "count": 3
                     *         }
                     *       ],
                     *       "inspections_by_fiscal_year": {
                     *         "2019": 2,
                     *         "2020": 1
                     *       },
                     *       "classification_outcomes": {
                     *         "NAI": 0,
                     *         "VAI": 0,
                     *         "OAI": 3,
                     *         "not_oai_unsplit": 0,
                     *         "unclassified": 0
                     *       },
                     *       "first_inspection_date": "2019-05-16",
                     *       "last_inspection_date": "2020-02-28",
                     *       "data_notice": [
                     *         "Derived from public records only (FDA Form 483 documents and FDA inspection data).",
                     *         "Covers only inspections that produced a Form 483; inspections that ended without observations are not included.",
                     *         "Names appear as printed in public records and may be abbreviated; two people can share an abbreviation, and spellings are not merged beyond case, spacing and trailing dots."
                     *       ],
                     *       "query_metadata": {
                     *         "execution_time_ms": 14
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvestigatorProfileResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listTrendingCitations: {
        parameters: {
            query?: {
                /** @description Keep rows of this direction (±10 % bands). */
                trend?: "increasing" | "stable" | "decreasing";
                /** @description Keep rows cited at least this many times in the current period (default 0). */
                min_count?: string;
                /** @description Keep rows with this product type among their top product types (case-insensitive), e.g. 'drug'. */
                product_type?: string;
                /** @description Reference day (YYYY-MM-DD, 1900-01-01 to 9998-12-31): the period becomes the latest complete fiscal quarter on or before it that has citations. Default: the latest complete quarter that has citations. */
                as_of?: string;
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "period": "FY2026-Q1",
                     *       "previous_period": "FY2025-Q4",
                     *       "period_ranges": {
                     *         "current": {
                     *           "start": "2025-10-01",
                     *           "end": "2025-12-31"
                     *         },
                     *         "previous": {
                     *           "start": "2025-07-01",
                     *           "end": "2025-09-30"
                     *         }
                     *       },
                     *       "results": [
                     *         {
                     *           "act_cfr_number": "21 CFR 211.110(a)",
                     *           "description": "Control procedures to monitor and validate performance",
                     *           "occurrence_count": 1,
                     *           "previous_count": 0,
                     *           "trend_direction": "increasing",
                     *           "percentage_change": null,
                     *           "top_product_types": [
                     *             "Drugs"
                     *           ],
                     *           "significance": {
                     *             "method": "exact_conditional_binomial",
                     *             "p_value": 1,
                     *             "significant": false,
                     *             "q_value": 1
                     *           }
                     *         },
                     *         {
                     *           "act_cfr_number": "21 CFR 211.165(a)",
                     *           "description": "Testing and release for distribution",
                     *           "occurrence_count": 1,
                     *           "previous_count": 0,
                     *           "trend_direction": "increasing",
                     *           "percentage_change": null,
                     *           "top_product_types": [
                     *             "Drugs"
                     *           ],
                     *           "significance": {
                     *             "method": "exact_conditional_binomial",
                     *             "p_value": 1,
                     *             "significant": false,
                     *             "q_value": 1
                     *           }
                     *         },
                     *         {
                     *           "act_cfr_number": "21 CFR 211.192",
                     *           "description": "Investigations of discrepancies, failures",
                     *           "occurrence_count": 1,
                     *           "previous_count": 0,
                     *           "trend_direction": "increasing",
                     *           "percentage_change": null,
                     *           "top_product_types": [
                     *             "Drugs"
                     *           ],
                     *           "significance": {
                     *             "method": "exact_conditional_binomial",
                     *             "p_value": 1,
                     *             "significant": false,
                     *             "q_value": 1
                     *           }
                     *         }
                     *       ],
                     *       "total": 5,
                     *       "offset": 0,
                     *       "limit": 3,
                     *       "total_citations_current": 5,
                     *       "total_citations_previous": 0,
                     *       "filters_applied": {
                     *         "trend": null,
                     *         "min_count": 0,
                     *         "product_type": null,
                     *         "as_of": null
                     *       },
                     *       "query_metadata": {
                     *         "execution_time_ms": 9
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TrendingCitationsResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listRegulatoryMappings: {
        parameters: {
            query?: {
                /** @description When true, only CFR sections that have at least one ICH E6(R3) mapping (default false). */
                has_mappings?: string;
                /** @description Keep only ICH mappings whose relevance_score is at least this (0.0–1.0, default 0). Above 0, sections left without a mapping are left out. */
                min_relevance?: string;
                /** @description ICH requirement keyword(s), case-insensitive, all words required; matched against the matched requirement, the ICH section text and the mapping rationale. Keeps only matching mappings and the sections that have one. */
                requirement?: string;
                /** @description Page size (default 50, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "mappings": [
                     *         {
                     *           "cfr_section": "21 CFR 11.10",
                     *           "cfr_title": "Controls for closed systems",
                     *           "occurrence_count": 0,
                     *           "ich_mappings": [
                     *             {
                     *               "ich_section": "ICH E6(R3) 4.2.2",
                     *               "matched_requirement": "Relevant Metadata, Including Audit Trails: The approach used by the responsible party for implementing, evaluating, accessing, managing and reviewing relevant metadata associated with data of higher criticality should entail:",
                     *               "relevance_score": 0.88,
                     *               "mapping_rationale": "11.10(e) requires secure, computer-generated, time-stamped audit trails that record operator entries and actions without obscuring earlier values, as E6(R3) 4.2.2 requires audit trails that document initial entries and changes and are never disabled."
                     *             },
                     *             {
                     *               "ich_section": "ICH E6(R3) 4.3.4",
                     *               "matched_requirement": "Validation: (a) The responsible party is responsible for the validation status of the system throughout its life cycle.",
                     *               "relevance_score": 0.85,
                     *               "mapping_rationale": "11.10(a) requires validation of systems to ensure accuracy, reliability, consistent intended performance and the ability to discern invalid or altered records, the computerised-system validation that E6(R3) 4.3.4 requires on a risk basis."
                     *             },
                     *             {
                     *               "ich_section": "ICH E6(R3) 4.2.7",
                     *               "matched_requirement": "Retention and Access: The trial data and relevant metadata should be archived in a way that allows for their retrieval and readability and should be protected from unauthorised access and alterations throughout the retention period.",
                     *               "relevance_score": 0.8,
                     *               "mapping_rationale": "11.10(c) requires protection of records so they can be accurately and readily retrieved throughout the retention period, as E6(R3) 4.2.7 requires archived data to stay retrievable, readable and protected from alteration."
                     *             }
                     *           ],
                     *           "source": "eCFR Title 21 and ICH E6(R3), RegIntel curated CFR ↔ ICH map v1.0, FDA Form 483 citations",
                     *           "source_url": "https://www.ecfr.gov/current/title-21/section-11.10",
                     *           "data_attribution": {
                     *             "api_version": "v1",
                     *             "data_source_name": "eCFR Title 21 (Code of Federal Regulations); ICH E6(R3) Guideline for Good Clinical Practice; FDA Form 483 observations",
                     *             "data_source_url": "https://www.ecfr.gov/current/title-21",
                     *             "retrieved_at": "2026-11-28T09:39:10.701Z"
                     *           }
                     *         },
                     *         {
                     *           "cfr_section": "21 CFR 11.30",
                     *           "cfr_title": "Controls for open systems",
                     *           "occurrence_count": 0,
                     *           "ich_mappings": [
                     *             {
                     *               "ich_section": "ICH E6(R3) 4.3.3",
                     *               "matched_requirement": "Security: (a) The security of the trial data and records should be managed throughout the data life cycle.",
                     *               "relevance_score": 0.62,
                     *               "mapping_rationale": "11.30 requires open systems to add measures such as document encryption and digital signature standards for authenticity, integrity and confidentiality, within the security controls that E6(R3) 4.3.3 requires."
                     *             }
                     *           ],
                     *           "source": "eCFR Title 21 and ICH E6(R3), RegIntel curated CFR ↔ ICH map v1.0, FDA Form 483 citations",
                     *           "source_url": "https://www.ecfr.gov/current/title-21/section-11.30",
                     *           "data_attribution": {
                     *             "api_version": "v1",
                     *             "data_source_name": "eCFR Title 21 (Code of Federal Regulations); ICH E6(R3) Guideline for Good Clinical Practice; FDA Form 483 observations",
                     *             "data_source_url": "https://www.ecfr.gov/current/title-21",
                     *             "retrieved_at": "2026-11-28T09:39:10.701Z"
                     *           }
                     *         }
                     *       ],
                     *       "total": 45,
                     *       "offset": 0,
                     *       "limit": 2,
                     *       "filters_applied": {
                     *         "has_mappings": true,
                     *         "min_relevance": 0,
                     *         "requirement": null
                     *       },
                     *       "query_metadata": {
                     *         "execution_time_ms": 25
                     *       },
                     *       "source": "RegIntel regulatory mapping: 21 CFR ↔ ICH E6(R3) (curated map v1.0) with Form 483 citation counts",
                     *       "source_url": "https://www.ecfr.gov/current/title-21",
                     *       "data_attribution": {
                     *         "api_version": "v1",
                     *         "data_source_name": "eCFR Title 21 (Code of Federal Regulations); ICH E6(R3) Guideline for Good Clinical Practice; FDA Form 483 observations",
                     *         "data_source_url": "https://www.ecfr.gov/current/title-21",
                     *         "retrieved_at": "2026-11-28T09:39:10.701Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RegulatoryMappingList"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getRegulatoryMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A Title 21 section, URL-encoded: `21%20CFR%20312.62`, `312.62` or `21-CFR-312.62` (a paragraph such as `312.62(b)` resolves to its section). */
                cfr: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cfr_section": "21 CFR 312.62",
                     *       "cfr_title": "Investigator recordkeeping and record retention",
                     *       "occurrence_count": 0,
                     *       "ich_mappings": [
                     *         {
                     *           "ich_section": "ICH E6(R3) 2.10.4",
                     *           "matched_requirement": "Investigational Product Management: The investigator/institution and/or a pharmacist or other appropriate individual should maintain records of the product’s delivery, the inventory, the use by each participant (including documenting that the participants were provided the doses specified by the protocol) and the return to the…",
                     *           "relevance_score": 0.88,
                     *           "mapping_rationale": "312.62(a) requires records of the disposition of the drug, including dates, quantity and use by subjects, as E6(R3) 2.10.4 requires records of delivery, inventory, use by each participant and return or destruction."
                     *         },
                     *         {
                     *           "ich_section": "ICH E6(R3) 2.12.2",
                     *           "matched_requirement": "Records: The investigator/institution should maintain adequate source records that include pertinent observations on each of the trial participants under their responsibility.",
                     *           "relevance_score": 0.85,
                     *           "mapping_rationale": "312.62(b) requires adequate and accurate case histories recording all observations pertinent to each subject, the source records that E6(R3) 2.12.2 requires to be attributable, legible, contemporaneous, original, accurate and complete."
                     *         },
                     *         {
                     *           "ich_section": "ICH E6(R3) 2.12.12",
                     *           "matched_requirement": "Records: The investigator/institution should retain the essential records for the required retention period in accordance with applicable regulatory requirements or until the sponsor informs the investigator/institution that these records are no longer needed, whichever is the longest.",
                     *           "relevance_score": 0.82,
                     *           "mapping_rationale": "312.62(c) fixes the investigator record retention at two years after approval or after the investigation is discontinued and FDA notified, the regional retention period that E6(R3) 2.12.12 defers to."
                     *         }
                     *       ],
                     *       "source": "eCFR Title 21 and ICH E6(R3), RegIntel curated CFR ↔ ICH map v1.0, FDA Form 483 citations",
                     *       "source_url": "https://www.ecfr.gov/current/title-21/section-312.62",
                     *       "data_attribution": {
                     *         "api_version": "v1",
                     *         "data_source_name": "eCFR Title 21 (Code of Federal Regulations); ICH E6(R3) Guideline for Good Clinical Practice; FDA Form 483 observations",
                     *         "data_source_url": "https://www.ecfr.gov/current/title-21",
                     *         "retrieved_at": "2026-11-28T09:39:10.701Z"
                     *       },
                     *       "cfr_reference_url": "https://www.ecfr.gov/current/title-21/section-312.62",
                     *       "query_metadata": {
                     *         "execution_time_ms": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RegulatoryMappingDetail"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    mapObservationToRegulations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ObservationMappingRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "observation_text": "Out-of-specification assay results were invalidated without a documented laboratory investigation.",
                     *       "categories": [
                     *         "Laboratory Controls"
                     *       ],
                     *       "cfr_sections": [
                     *         {
                     *           "cfr_section": "21 CFR 211.192",
                     *           "title": "Production record review",
                     *           "confidence": 0.999,
                     *           "basis": "event type laboratory_testing_failure"
                     *         },
                     *         {
                     *           "cfr_section": "21 CFR 211.160",
                     *           "title": "General requirements",
                     *           "confidence": 0.999,
                     *           "basis": "event type laboratory_testing_failure"
                     *         },
                     *         {
                     *           "cfr_section": "21 CFR 211.165",
                     *           "title": "Testing and release for distribution",
                     *           "confidence": 0.749,
                     *           "basis": "event type laboratory_testing_failure"
                     *         }
                     *       ],
                     *       "ich_sections": [
                     *         {
                     *           "ich_section": "ICH Q7 6.7",
                     *           "guideline": "Q7",
                     *           "regime": "gmp",
                     *           "relevance_score": 0.92,
                     *           "mapping_rationale": "Both require the quality unit to review and approve production and laboratory control records, including packaging and labelling, before a batch is released, with deviations and out-of-specification results reviewed or investigated in that review.",
                     *           "via_cfr": "21 CFR 211.192"
                     *         },
                     *         {
                     *           "ich_section": "ICH Q7 5.3",
                     *           "guideline": "Q7",
                     *           "regime": "gmp",
                     *           "relevance_score": 0.88,
                     *           "mapping_rationale": "211.160(b)(4) requires calibration of instruments, apparatus, gauges and recording devices at suitable intervals under a written program with remedial action when out of limits, as Q7 5.3 does for quality-critical equipment.",
                     *           "via_cfr": "21 CFR 211.160"
                     *         },
                     *         {
                     *           "ich_section": "ICH Q7 11.1",
                     *           "guideline": "Q7",
                     *           "regime": "gmp",
                     *           "relevance_score": 0.85,
                     *           "mapping_rationale": "Both require scientifically sound specifications, sampling plans and test procedures approved by the quality unit, followed and documented at the time of performance, with departures recorded and explained.",
                     *           "via_cfr": "21 CFR 211.160"
                     *         }
                     *       ],
                     *       "rule_documents": [
                     *         {
                     *           "rule_id": "fda-guidance:in-vitro-diagnostic-ivd-device-studies-frequently-asked-questions",
                     *           "source": "fda",
                     *           "title": "In Vitro Diagnostic (IVD) Device Studies - Frequently Asked Questions: Guidance for Industry and FDA Staff",
                     *           "similarity_score": 0.721,
                     *           "excerpt": "Truth Standard (“Gold” Standard) − any medical procedure or laboratory method or combination of procedures and methods that the clinical community relies upon for diagnosis, that is accepted by FDA, and that is regarded as having negligible risk of either a false positive or a false negative result. The truth standard result should be definitive (positive/negative, present/absent, or…"
                     *         },
                     *         {
                     *           "rule_id": "ich-guideline:q7",
                     *           "source": "ich",
                     *           "title": "ICH Q7: Good Manufacturing Practice Guide for Active Pharmaceutical Ingredients",
                     *           "similarity_score": 0.718,
                     *           "excerpt": "6.6 Laboratory Control Records 6.60 Laboratory control records should include complete data derived from all tests conducted to ensure compliance with established specifications and standards, including examinations and assays, as follows:  A description of samples received for testing, including the material name or source, batch number or other distinctive code, date sample was taken, and,…"
                     *         },
                     *         {
                     *           "rule_id": "fda-guidance:release-of-ora-laboratory-analytical-results-to-the-responsible-party",
                     *           "source": "fda",
                     *           "title": "Release of ORA Laboratory Analytical Results to the Responsible Party: Guidance for Food and Drug Administration Staff",
                     *           "similarity_score": 0.699,
                     *           "excerpt": "4. Any release of CRO results should include the disclaimer statement below. When results are communicated orally to the responsible party, the FDA official releasing the CRO results should read the statement to the responsible party and document doing so. Disclaimer: “Cannot rule out” sample results are preliminary in nature. They are being shared at this time for informational purposes only.…"
                     *         }
                     *       ],
                     *       "event_type": {
                     *         "id": "laboratory_testing_failure",
                     *         "name": "Laboratory testing failure",
                     *         "confidence": 0.999
                     *       },
                     *       "product_type": "drug",
                     *       "query_metadata": {
                     *         "execution_time_ms": 3653
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ObservationMappingResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Payload Too Large. `PAYLOAD_TOO_LARGE` (body over 1 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgClassifyEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KgClassifyRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "classification": {
                     *         "event_type": "laboratory_testing_failure",
                     *         "confidence": 0.999,
                     *         "category": "laboratory",
                     *         "severity": "major",
                     *         "confidence_level": "high",
                     *         "manual_review_suggested": false,
                     *         "product_type": "drug",
                     *         "product_type_source": "inferred",
                     *         "product_type_evidence": [],
                     *         "keywords_matched": [
                     *           "out of specification",
                     *           "invalidated",
                     *           "laboratory investigation"
                     *         ]
                     *       },
                     *       "applicable_regulations": [
                     *         {
                     *           "cfr_section": "21 CFR 211.192",
                     *           "title": "Production record review",
                     *           "relevance": "direct",
                     *           "summary": "All drug product production and control records, including those for packaging and labeling, shall be reviewed and approved by the quality control unit to determine compliance with all established, approved written procedures before a batch is released or distributed.",
                     *           "product_type": "drug",
                     *           "note": "unexplained discrepancy or failure of a batch to meet specifications investigated"
                     *         },
                     *         {
                     *           "cfr_section": "21 CFR 211.160",
                     *           "title": "General requirements",
                     *           "relevance": "direct",
                     *           "summary": "(a) The establishment of any specifications, standards, sampling plans, test procedures, or other laboratory control mechanisms required by this subpart, including any change in such specifications, standards, sampling plans, test procedures, or other laboratory control…",
                     *           "product_type": "drug"
                     *         },
                     *         {
                     *           "cfr_section": "21 CFR 211.165",
                     *           "title": "Testing and release for distribution",
                     *           "relevance": "indirect",
                     *           "summary": "(a) For each batch of drug product, there shall be appropriate laboratory determination of satisfactory conformance to final specifications for the drug product, including the identity and strength of each active ingredient, prior to release.",
                     *           "product_type": "drug"
                     *         }
                     *       ],
                     *       "event_classification": {
                     *         "event_type": "laboratory_testing_failure",
                     *         "event_category": "laboratory",
                     *         "confidence": 0.999,
                     *         "severity": "major"
                     *       },
                     *       "applicable_cfr_sections": [
                     *         "21 CFR 211.192",
                     *         "21 CFR 211.160",
                     *         "21 CFR 211.165"
                     *       ],
                     *       "top_n_classifications": [
                     *         {
                     *           "event_type": "laboratory_testing_failure",
                     *           "event_category": "laboratory",
                     *           "severity": "major",
                     *           "confidence": 0.999,
                     *           "applicable_cfr_sections": [
                     *             "21 CFR 211.192",
                     *             "21 CFR 211.160",
                     *             "21 CFR 211.165"
                     *           ]
                     *         }
                     *       ],
                     *       "evidence_sources": [
                     *         {
                     *           "source_type": "event_taxonomy",
                     *           "source_id": "v3.0",
                     *           "retrieval_method": "hybrid_keyword_embedding",
                     *           "confidence": 0.999,
                     *           "matched_terms": [
                     *             "out of specification",
                     *             "invalidated",
                     *             "laboratory investigation"
                     *           ],
                     *           "total_records": 39,
                     *           "verified": true
                     *         },
                     *         {
                     *           "source_type": "cfr_mapping",
                     *           "source_id": "21-CFR-211.192",
                     *           "retrieval_method": "cross_reference_mapping",
                     *           "confidence": 0.999,
                     *           "authority": "FDA",
                     *           "verified": true
                     *         },
                     *         {
                     *           "source_type": "cfr_mapping",
                     *           "source_id": "21-CFR-211.160",
                     *           "retrieval_method": "cross_reference_mapping",
                     *           "confidence": 0.999,
                     *           "authority": "FDA",
                     *           "verified": true
                     *         }
                     *       ],
                     *       "evidence_chain": {
                     *         "chain_integrity": "verified",
                     *         "evidence_coverage": 1,
                     *         "provenance_complete": true,
                     *         "sources_verified": 5,
                     *         "last_verification_date": "2026-11-28"
                     *       },
                     *       "response_metadata": {
                     *         "processing_timestamp": "2026-11-28T09:39:15.102Z",
                     *         "resolver_version": "kg-resolver 1.0",
                     *         "function_request_id": "req_24d3eceb34ae4106a7141a23e2fe6f16",
                     *         "processing_time_ms": 69,
                     *         "total_sources_consulted": 5,
                     *         "taxonomy_version": "v3.0",
                     *         "cache_status": "miss"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["KgClassifyResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Payload Too Large. `PAYLOAD_TOO_LARGE` (body over 1 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgClassifyEventAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KgClassifyRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KgClassifyResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Payload Too Large. `PAYLOAD_TOO_LARGE` (body over 1 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgInvestigateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KgInvestigateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_classification": {
                     *         "event_type": "investigation_deficiency",
                     *         "confidence": 0.999,
                     *         "category": "quality_systems",
                     *         "severity": "major",
                     *         "keywords_extracted": [
                     *           "investigation"
                     *         ],
                     *         "product_type": "drug",
                     *         "product_type_source": "given"
                     *       },
                     *       "applicable_regulations": [
                     *         {
                     *           "cfr_section": "21 CFR 211.192",
                     *           "title": "Production record review",
                     *           "relevance": "direct",
                     *           "summary": "All drug product production and control records, including those for packaging and labeling, shall be reviewed and approved by the quality control unit to determine compliance with all established, approved written procedures before a batch is released or distributed.",
                     *           "product_type": "drug",
                     *           "note": "thorough investigation extended to other batches that may have been associated",
                     *           "subsections": []
                     *         },
                     *         {
                     *           "cfr_section": "21 CFR 211.198",
                     *           "title": "Complaint files",
                     *           "relevance": "indirect",
                     *           "summary": "(a) Written procedures describing the handling of all written and oral complaints regarding a drug product shall be established and followed.",
                     *           "product_type": "drug",
                     *           "subsections": [
                     *             {
                     *               "subsection": "(a)",
                     *               "text": "Written procedures describing the handling of all written and oral complaints regarding a drug product shall be established and followed. Such procedures shall include provisions for review by the quality control unit, of any complaint involving the possible failure of a drug product to meet any of its specifications and, for such drug products, a determination as to the need for an investigation in accordance with § 211.192. Such procedures shall include provisions for review to determine whether the complaint represents a serious and unexpected adverse drug experience which is required to be reported to the Food and Drug Administration in accordance with §§ 310.305 and 514.80 of this chapter."
                     *             },
                     *             {
                     *               "subsection": "(b)",
                     *               "text": "A written record of each complaint shall be maintained in a file designated for drug product complaints. The file regarding such drug product complaints shall be maintained at the establishment where the drug product involved was manufactured, processed, or packed, or such file may be maintained at another facility if the written records in such files are readily available for inspection at that other facility. Written records involving a drug product shall be maintained until at least 1 year after the expiration date of the drug product, or 1 year after the date that the complaint was received, whichever is longer. In the case of certain OTC drug products lacking expiration dating because they meet the criteria for exemption under § 211.137, such written records shall be maintained for 3 years after distribution of the drug product."
                     *             },
                     *             {
                     *               "subsection": "(b)(1)",
                     *               "text": "The written record shall include the following information, where known: the name and strength of the drug product, lot number, name of complainant, nature of complaint, and reply to complainant."
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "cfr_section": "21 CFR 211.100",
                     *           "title": "Written procedures; deviations",
                     *           "relevance": "indirect",
                     *           "summary": "(a) There shall be written procedures for production and process control designed to assure that the drug products have the identity, strength, quality, and purity they purport or are represented to possess.",
                     *           "product_type": "drug",
                     *           "subsections": [
                     *             {
                     *               "subsection": "(a)",
                     *               "text": "There shall be written procedures for production and process control designed to assure that the drug products have the identity, strength, quality, and purity they purport or are represented to possess. Such procedures shall include all requirements in this subpart. These written procedures, including any changes, shall be drafted, reviewed, and approved by the appropriate organizational units and reviewed and approved by the quality control unit."
                     *             },
                     *             {
                     *               "subsection": "(b)",
                     *               "text": "Written production and process control procedures shall be followed in the execution of the various production and process control functions and shall be documented at the time of performance. Any deviation from the written procedures shall be recorded and justified."
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "similar_observations": [
                     *         {
                     *           "observation_id": "483-3002889358-20200821-1",
                     *           "similarity_score": 1,
                     *           "text": "There is a failure to thoroughly review any unexplained discrepancy and the failure of a batch or any of its\ncomponents to meet any of its specifications whether or not the batch has been already distributed.\n\nSpecifically,\n\nIncidents that occur during GMP activities that may have impact on the quality of products are classified as either\n“Observation” or “Deviation” in the (6)(4))) system (SOP# QAS-NC-0001). While an “Observation” does not\nrequire investigation, a “Deviation” requires investigation to find the root cause and potential corrective actions are\ntaken. Below are instances where the firm failed to conduct a detailed investigation when serious GMP violations\noccurred in the production area. Instead, the firm recorded these occurrences as an “Observation” and closed the\nincident without documenting all the investigation details, the root causes surrounding the issue and implementing\nCAPAs, In other instances, we observed that the firm’s “Deviation” investigations are deficient in finding root\ncauses that are supported by scientifically sound evidence.\n\nFor example,\n\nA. TRA An “Observation” titled, * :;\nBatch Discarded” in(6)\\(4))) was opened on 5/27/2020 and closed on 5/28/2020. This Observation\ndocumented very limited information and did not provide any investigative details. However, upon\nfurther inquiry during this inspection, the firm’s Vice President, Manufacturing stated that the firm\nconducted an investigation and identified potential data\nHowever, no such details were provided in the closed (b) (4) document. He also stated that the\nBranchburg, NJ 08876-3904 Biological Drug Substance Manufacturer\n\npersonnel involved in these GMP violations are no longer employed with the firm due to the firm’s\ninvestigative findings and the severity of the issue. This (6)(4) 7) record was not elevated as a\n“Deviation” despite the firm’s Deviation Management procedure, QAS-NC-0001, requiring\nclassification as “Deviation” when there is a departure from quality standards like “controls in place to\nprotect or assure product quality” and “GMP compliance requirements”. The firm’s rationale for not\nopening a Deviation investigation is documented in this (BY) Observation report as “This was an\nisolated occurrence”. However, we found similar incidents, where incorrect materials or material lots\nwere used by operators, second person verified and signed, and have been reported as an “Observation”\nand closed without further investigation:\n\n1. TRH PX@MEXC). ‘This Observation record was opened approximately four months earlier on\n1/20/2020 and closed on 1/21/2020 (Observation Title: een SS\n> batch discarded”).\n2. TR# @XOM@XC): This Observation record was opened approximately four months earlier on\n1/24/2020 and closed on the same day (Observation Title: ~\n24\n3. TR# PXGNMPOX): This Observation record was opened on 5/8/2020 and closed on 6/17/2020\n(Observation Title: *\ney,\n\nIt cannot be determined from the (b) (4) 7) Observation write-up for the four TR#s mentioned above\n\nwho the Operators are and if any corrective and preventive actions were put in place. are used\nduring critical purification steps of drug substances for anc(b) (4)\n\nof the columns and for formulation of drug substances.\n\nB. M2): A Deviation titled, “Atypical resuft (unexpected peaks) in (6)(4)) profile for\nCaleanenateb Drug Substance” in (b) (4) was opened on 2/19/2019 and closed on 10/21/2019.\nOn 2/13/2019, Galcanezumab drug substance, (LOT# D039975, Run# R2Y1I8R05S1) showed an\nunexpected increased peak area in the electropherogram when tested for (6)(4) 7) by\n) Non-reduced method QCA-GN.-\ncunt srave cw ean O49, ). The analyst. without conducting an investigation. retested\nBranchburg, NJ 08876-3904 Biological Drug Substance Manufacturer\n\nusing a different sample on 2/28/2019 ((b) (4)\n\nthe original result and the new data was released i in LIMS. The product was released on 3/18/2019.\nHowever, on 3/25/2019, after identifying the missing root cause investigation, the firm added a\nhypothesis study with a rationale, *\n\n. This study was based upon the hypothesis that the root cause was a laboratory error if a retest\nof different sample gave a passing result. However, the investigation did not extend to find what caused\na potential sample contamination and the source of the extra peak and prevent future recurrence.\nAccording to the firm’s written procedure, QCA-GN-0001, “Investigations of Out of Specification and\nAtypical Test Results”, a minimum of (6)(@) I) retest is required if a root cause cannot be\nidentified.\n\nC. TR# @@HMXC): This Deviation investigation was initiated after Out of Specification (OOS) results\n\nwere obtained for from the swab samples taken during the (6)(4)\nCleaning Monitoring o and on 11/01/2018. The root cause, identified in\nthis Deviation Record for the OOS results for (6)(@), that cleaning of the!) with IPA prior\n\nto use, had no scientific justification. The tanks were cleaned using the validated cleaning cycle\nhowever, samples gave the following OOS results (specification: |) ppb):\n\n5 SA DO\ni\n\na rr\na\n— a\na\n\nDue to an ongoing trend of (®)(4) OOS samples, the firm previously conducted a study on 10/26/2018\nto identify the sampling process that may have caused the (6)(4) failures and reported that the IPA\n\nwit) DENIS Gr UY¥US MAUI IThe DS AOUOnMEN) Mer EVIGU\n\nBranchburg, NJ 08876-3904 Biological Drug Substance Manufacturer\n\ncleaned sample . which is used to carry the stoppered vials containing the swab back to\nthe lab, contains (6) (4) results between {/)(6) (4) ppb(b) (4) The firm proposed in TR# OOMME that\n\nthe IPA cleaned was the most probable root cause for this recent set of OOS results.\n\nppb. In addition, the Deviation Record and the study lack details and do not explain how the\nsamples are prepared, what samples are filled in the vials for Test ()@) and the descriptions of\nthe different modes of transport for Test ® Furthermore, when the Cleaning Monitoring was repeated\non | 1/16/2018, only the S areas were re-sampled (out of \"® areas) yet the tanks were released and\nused in the subsequent processing and re-cleaned. These are used in support of US\ncommercial product Galcanezumab, and Dulaglutide which is pending approval.\n\nHowever, the OOS samples were observed se ppb above the specification of(6) (4)\n\nLABORATORY CONTROL SYSTEM",
                     *           "cited_regulations": [
                     *             "21 CFR 211.192"
                     *           ],
                     *           "facility_type": "Biological Drug Manufacturer",
                     *           "inspection_year": 2020,
                     *           "product_category": "biologics",
                     *           "source_metadata": {
                     *             "source_type": "fda_483_database",
                     *             "source_id": "483-3002889358-20200821-1",
                     *             "retrieval_method": "hybrid_keyword_embedding",
                     *             "embedding_model": "all-MiniLM-L6-v2:q4:max256"
                     *           }
                     *         },
                     *         {
                     *           "observation_id": "483-3010589333-20191112-4",
                     *           "similarity_score": 1,
                     *           "text": "There is a failure to thoroughly review any unexplained discrepancy whether or not the batch has been\nalready distributed.\n\nSpecifically,\n\nThe Quality Control Unit (QCU) failed to thoroughly review batch production records for any unexplained\ndiscrepancy. There were batch production records missing specific identification numbers of major equipment\nused in production, missing pass/fail of ph calibration check, documentation of start times and stop times,\nincorrect visual examination reconciliation and lack of documentation of positive pressure of the ISO7 buffer and\nISO7 preparation rooms. Batch production records with missing information was reviewed and subsequently\nreleased by the firm's QCU.",
                     *           "cited_regulations": [
                     *             "21 CFR 211.192"
                     *           ],
                     *           "facility_type": "Outsourcing Facility",
                     *           "inspection_year": 2019,
                     *           "product_category": "drug",
                     *           "source_metadata": {
                     *             "source_type": "fda_483_database",
                     *             "source_id": "483-3010589333-20191112-4",
                     *             "retrieval_method": "hybrid_keyword_embedding",
                     *             "embedding_model": "all-MiniLM-L6-v2:q4:max256"
                     *           }
                     *         },
                     *         {
                     *           "observation_id": "483-3006271438-20201105-2",
                     *           "similarity_score": 0.99,
                     *           "text": "REPEAT OBSERVATION\n\nThere is a failure to thoroughly review any unexplained discrepancy and the failure of a batch or any of\nits components to meet any of its specifications whether or not the batch has been already distributed.\n\nSpecifically,\n\nA. The firm’s contract testing laboratory reported an OOS result of MM ppb for TOC analysis\n(specification: NMT (BN) for (ET collected on 06/24/2019 from the'\n| § Site# a located in manufacturing area of Building! The firm failed to initiate an investigation\nfor this OOS result until approximately 1 year later on (# LAB-00046) and concluded in\nthe investigation report stating, “As per the investigation, a review of online TOC readings, for\n06/23/2019, 06/24/2019 and 06/25/2019, revealed that the TOC readings were within limit. The root\ncause does not seem to be related to the operation of SNAG system or method used for testing.\nIt is more likely that the sample was contaminated during collection / transportation. Based on the\nacceptable results for other POU’s, it can be concluded from the investigation that it is an isolated\nevent and that the OOS TOC result was most likely due to sample contamination during collection /\ntransportation. There was no impact as no product was processed with QS from (AE\nsince the last passing TOC result.”\n\nThe Quality Unit failed to investigate the following:\n\nSomerset, NJ 08873-1145 [ Brug Product Manufacturer\n\n1. The Quality Unit failed to review the TOC print outs collected from the return loop.\n\nThe Quality Unit reviewed the (G)@MH entered TOC data by the operators into the *\n-8@) log book”, book # 027 issued from 04/24/2019 to 09/17/2019 but never\ncompared the accuracy with the print outs. A review of TOC print outs, which are the raw data\nof TOC readings, revealed that failed TOC results were disregarded, and incorrect data was\nentered into the logbook. This discrepancy was identified at the time of inspection.\n\nReading as per Return loop On-line TOC | Documented reading of TOC on “I\nDate analyzer print-out - Equipment # (54) (B® system - logbook”\n(Action Li ww (Action Limit —\n06/13/2019 | _ b.\n06/20/2019 ppb pb\n\n2. The Quality Unit failed to perform an impact assessment of all products manufactured at the\nfacility during this period. A review of on-line TOC analyzer print-outs revealed multiple\nfailures from 06/13/2019 to 07/26/2019 in the return loop of {S)N4YH Water System as shown\nbelow:\n\nReading as per Return loop On-line TOC analyzer -\nDate Time\n(Action Limit —\n\n06/13/2019 7:11AM to 8:02 AM pb\n06/19/2019 8:15 AM to 10:38 AM 1b\n06/20/2019 3:52 AM to 8:22 AM b\nb\nb\n\n07/1/2019 9:57 AM to 10:44 AM\n\n07/26/2019 6:43 AM to 7:20 AM\n\n3. The Quality Unit shared the responsibility with Operations for the review of (G)(@) Water\nanalytical results received from the Contract Testing Laboratory. The OOS result received by\nthe Validation Manager were not logged in and hence no investigation was initiated for (54)\nby the Quality Unit.\n\nSomerset, NJ 088/3-1145 | brug Product Manutacturer\n\nB. OOS-19-023 was initiated on 06/13/2019 to probe the OOS results obtained during cleaning\nverification analysis associated with Orphenadrine Citrate ER Tablets, 100 mg USP, batch# $900734.\nOrphenadrine citrate residue results o: g/swab for the\n\nLig/swab for\nsamples of the\n\ncleaning limit of NMT\n\nTablet Press (Equipment ID# 0626), did not meet the established\nug/swab. The reinjection of the original vial and (G4) samples\nconfirmed the initial OOS and no assignable cause could be identified for the failure. During the\nreview of chromatograms from initial analysis a peak was observed at run time (~\nthat was not integrated in sample swabbed from . Also peak at ~\nn@e@is sample was not integrated. No further investigation was performed to\nidentify the peaks. Multiple unknown peaks were also observed in samples swabbed from\n\nand 4 The investigation is silent on the identity of the unknown peaks in\ncleaning validation analysis. From 4 the firm conducted fi cleaning validation\nstudies and ff failed to meet acceptance criteria. Manufacturing investigation CFI-OOS-19-023 was\ninitiated along with CFI-OOS-19-060 to investigate CV failures for Orphenadrine citrate residue\nresults generated on (SQ respectively. The manufacturing investigation focused\non the cleaning method and attributed the failure to steps related to the cleaning of the (B)X@)ENNF for\nthe (JR Tablet Press and did not address to investigate the source of unknown peaks in the\nchromatograms. The investigation concluded that Orphenadrine Citrate tablets is a (BE. based\nproduct and is hard to clean from the (4) CAPA-00202 was initiated on 5/31/20 to update SOP\nNL-PR-106 to provide an improved cleaning method for removing Orphenadrine Citrate from the BI\n(b) (4). SOP NL-PR-106 was updated in June of 2020. The Hydrocodone bitartrate/APAP Tablets USP\n(7.5/325mg-S900294, $900295 and $900471; 10/325mg — $900472) batches were manufactured\n\n(between (STG) without verifying cleaning through swab results remains questionable.\n\nSwab Result - Root\nDate Manufactured Ee pgm? | Limit Bevan Cause/CAPA\n\nFailed\na) RBMP-076-098 om | ow DEV-19-002,\n\nSomerset, NJ 08873-1145 [brug Product Manutacturer\nInsufficient\nom Recleaned, passed | Cleaning/3 CV\nto be continued\nRBMP-076-098 oo | Oe Pass NA\nbatches of Hydrocodone bitartrate/APAP Tablets USP\nFailure to\nimplement\na ee She No swab taken and not reported CAPA, No\ndeviation\ninitiated\nbatches of Hydrocodone bitartrate/APAP Tablets USP\n$900473 $900474 oo | o@ Pass NA\nof Hydrocodone bitartrate/APAP Tablets USP\n\nFailed,\n$900732, $900733, oy og OOS-19-023 No CAPA\n$900734 wore) Recleaned, Fail initiated\nRecleaned, Pass\n\noe Pass N/A\nFailed, Difficult to\nwa)\n\n$900858, 900859\n\nOOS-19-060 clean the\n‘based\nformulation/\nCAPA to\nupdate\ncleaning\nprocedure\n\n$901106, $901107,\n$901108, 900906\n\nRecleaned, Pass\n\nC. OOS-19-028 was initiated on 06/20/2019 to probe the OOS results obtained in swab samples from\nand the (5) Pan on the SG Capsule Weight Checker (ID #2017)\n\nfollowing cleaning verification testing for Trimethobenzamide HCI] Capsules, USP 300mg batch\n$801333. Samples were swabbed after cleaning Capsule weight checker. OOS\nresults of tg/swab and (B)KA) j1g/swab were obtained for samples swabbed from (4)\nand Pan, respectively, against a specification of (S)4)MB/swab cleaning limit.\n\nsomerset, NU Us8s/3-114> [.vrug vroauct manuracturer\n\nThe (BRA of the original vial and (@)MBYI samples confirmed the initial OOS and no assignable\nlaboratory error could be identified for the failure. During the review of chromatograms from initial\nanalysis unknown peaks at and were observed in multiple samples.\nAdditionally, unknown peaks at and were observed in swab samples from (ora)\n\nand Pan along with OOS results for Trimethobenzamide HCI residue. The residue\nlimits were at of the specification for swab sample from (OM swab).\nThe investigation concluded that the failure is due to improper cleaning of equipment. The\nequipment was recleaned and again samples were swabbed for determination of Trimethobenzamide\nHCI residue. Unknown peaks were again observed at a. O24 and (60 in chromatograms\nfrom (SRG after recleaning. No further investigation was performed to identify the peaks.\nThe firm’s procedure SOP No. NL- QC-023. 14- Laboratory Investigations, Section 2.6.3 deficiently\nstates that investigation is only required when\n\nA cross-functional investigation (CFI-OOS-19-028) was initiated to identify the root cause. Based on\ninvestigation it was identified that the capsule weight checker would accumulate powder and should\nbe completely dismantled during each cleaning.\n\nThe equipment was utilized for the processing of Flucytosine Capsules, USP 250mg (Batch $900123)\nand the weight checker parts were not dismantled for cleaning prior to the processing of\nTrimethobenzamide HCI Capsules, USP 300mg, Batch $801333. The investigation was not extended\nto evaluate the presence of Flucytosine contamination in Trimethobenzamide.\n\nIn addition, the analytical method used in determination of Trimethobenzamide HCI residue was not\nvalidated in appropriate ranges for linearity and accuracy to cover the initial and current MAC\nconcentrations of, am rom 01/21/11-05/27/20) and (ONY (since 05/27/20) as detailed\nin Observation 4A, thus giving no assurance that the residue amounts reported from cleaning\nverification residues are accurate.\n\nSomerset, NJ 08873-1145 [ Drug Product Manufacturer\n\nD. On 3/17/2020, the firm received a complaint regarding the presence of a foreign particle embedded on\nHydrocodone/Acetaminophen Tablets 10mg/325mg, batch $901339. Based on the firm’s\ninvestigation, CN-000073, the black particle was identified as (BY rubber containing a\nfiller. The root cause was identified as loose black particles shedding from a mount of the|\nused during manufacturing process. Upon examination of the Equipment ID # 819, which was\nutilized for manufacturing of the subject bulk batch $901086 on , the firm identified that the\nmounts under the {J had an appearance of shedding particles. During handling of drums while\n(b) (4) operation, the particles could fall into the blend, and move forward to compression,\nencapsulation or packaging of finished product. This (J) was identified as a non-dedicated machine\nutilized for multiple products. The firm neither expanded the investigation to {MM other batches of\nHydrocodone/Acetaminophen Tablets 10mg/325mg of the same campaign, nor other products\nmanufactured using this (JM@. It was noted that (EN i is also used in GaviLyte N manufacturing\nand similar contaminants were observed during in-process inspection of packaging operation (DEV-\nSO-859-19-0024 and DEV-SO-859-19-0025).\n\nThe firm received a complaint (DPC-SO-851-19-0007) on January 7, 2019 regarding the presence of\n” dark grayish-blue specks in the product GaviLyte N (Lemon), batch $801021 (Expiry September\n2021). Based on the investigation, the external laboratory identified the dark specks as red-brown\nparticles of metallic nature primarily found in tin corrosion products. The investigation concluded\nthat the foreign material was most likely introduced after the batch left from the facility. It was noted\nthat multiple (five) incidents were reported during in-process check during packaging of GaviLyte\nproducts which were identified as metal contaminants. The firm could not identify a proper root cause\n\non 3 out of 5 incidents, The firm does not have in the packaging line utilized for\nGaviLyte products. The firm manufactured about batches between 2019 to 2020.\n\nDate of\npackaging\n\nDeviation # | Batch Nature of observation\n\nSomerset, NU U8873-1145 [Prug product Manutacturer\n\nDEV-SO- Black specks found during in-process check. Inspection of filler\n$900913 | 07/18/2019 | showed that the {B)N@Jl was scrapping the inside of the (B)N4). Batch\n\nwas destroyed. Additional in-process check initiated.\n\nDEV-SO- Black specks found during in-process check. Inspection of filler\n\n$900958 | 07/25/2019 | showed that the (GJ was scrapping the inside of the (MBP. Batch\n\nwas destroyed. Additional in-process check initiated.\n\nA single black particle during in-process check. The black particle was\n\nDEV-SO- 901141 | 08/28/2019 | !aer discarded inadvertently, so could not identify the particle. A\n\n859-19-0013\n\n859-19-0015\n\n859-19-0020 definitive root cause could not determine. Batch was released after\n\ndiscarding the bottles prior to the observation.\n\nForeign particles were identified during in-process checks which was\nDEV-sO- identified as fibrous plant matter, rusted steel, black piece\n$901503 | 11/12/2019 | of {BM} and (BPA) filler, and steel particle. Discarded\n\n859-19-0024\n\nthe prior filled bottles and rest of the batch was released. A definitive\nroot could not be determined.\n\nForeign particles were identified during in-process checks which was\nidentified as fibrous plant matter, rusted steel, black piece\n$901502 | 11/14/2019 | of {JR and (BYNB filler, and plain steel particle. Discarded\nthe prior filled bottles and rest of the batch was released. A definitive\nroot could not be determined.\n\nDEV-SO-\n859-19-0025\n\nF. The site initiated an OOS investigation (# LAB-00014) on 2/20/2020 when Nystatin Topical Powder,\nUSP 100,000 units/gram (15g and 30g) batches $801331 (CRT, (S)N4J—E. TB502205) and $800703\nCRT 18M (185023002) failed specifications for antimicrobial assay. The contract testing lab\ngenerated the microbial assay value of: (8% and (9%, (Limit: (NM). Since then the\nsite has not tested any Nystatin subsequent batches for ongoing stability and the investigation remains\nopen. These are (54) stability batches that represent the actual product in the market. Deficiencies\nobserved in LAB-00014 include:\n\n1. OOS results were discovered on 2/18/2020. The site completed (} hypotheses tests and did not\nfind a conclusive root cause. During Hypothesis fl the site prepared the new samples from the\nsame impacted batches and confirmed the original results with some variability. However, the site\n\nSomerset, NJ U88/3-1145 | brug Proauct Manufacturer\n\ncontinued testing of the samples (expired and R&D batches) for Hypothesis (4. The\ninvestigation remains open as of 09/24/2020.\n\n2. The site did not qualify this particular contract testing lab and did not have a quality agreement in\nplace at the start of inspection on 9/10/2020.\n\nG. Out of Expectation OOE LAB00009 was initiated on 2/14/2020 when extraneous peaks were observed\ngreater than the unknow limit (NMT (§)M@)) during dissolution testing of Quinapril HCl and\nHydrochlorothiazide Tablets, 10 mg, /12.5 mg, Batch # $900101 12M CRT, $900102 12M CRT,\n800861 18M CRT samples. These peaks were observed in all the dissolution samples. The extraneous\npeaks were observed at nm for hydrochlorothiazide and at\n\ntime at b] nm for quinapril. The site concluded\n\nthe analyst did not the dissolution samples as per test procedure. However, the analyst’s notebook\n\npages indicated the samples were (JN) as per test procedure.\n\nH. Multiple OOSs were reported for microbiological tests, TOC and (S)(@NII from routine water\nsampling of (BBY) Water System of building (BY) between 6/24/2019 to 9/9/2020. Each OOS\ninvestigation was concluded as isolated incidents. The incidents were not evaluated in the context of\nmultiple related or similar OOS excursions. (SJB) Water from building\nmanufacturing of Potassium Chloride Oral Solution USP 20%, and for cleaning of\nmany manufacturing and packaging equipment utilized for [BJ and oral products. The firm’s\non-line conductivity analyzer of return loop, (©) 4) recorded numerous excursions above (b) (4)\n(action limit: (RAY from June 2019 to June 2020. The firm did not consistently track the actions\ntaken during online TOC excursions those are above alert and action limits. The Quality Unit never\ninitiated any deviation nor investigated these excursions.\n\nis utilized for the\n\nThe following OOSs listed below indicates a continuous trend of microbial contamination in the\n\n(b) (4) Water System:\n\nSomerset, NU U8s73s-1145 [preg _Froauct manuracturer\n\n1. 06/24/2019: The firm’s Contract Testing Laboratory reported an Out of specification result of (M9\nppb for TOC analysis (specification: NMT (BNE) for (PAP Water collected on 06/24/2019\nfrom a Point of Use, (IG. Site# fH located at Production Room # (4M in Building (BM). The\nfirm initiated an investigation, LAB-00046 only on 7/25/2019 due to the delay in receiving the\nresults from the Contract Testing Laboratory. Based on the firm’s investigation, the root cause\ndoes not seem to be related to the operation of (5)MAYH Water System or method used for testing\nand it was more likely that the sample was contaminated during collection / transportation. It was\nnoted that the on-line TOC readings were above specification on multiple days between 6/13/2019\nand 7/26/2019 as detailed under observation 1(2A). These excursions were not evaluated in the\ninvestigation, LAB-00046. No CAPA was proposed. The investigation remains open as of\n10/2/2020 (approximately (S)I@M).\n\n2. 04/01/2020: The firm’s Contract Testing Laboratory reported an OOS for\n) in water samples taken from the samplq®J{@ Site 4/SV-601 which is located\n. The sample (SV601-040120) was collected on 04/01/2020\nand the reported was fu/mL (Specification: NMT (@)@0). The firm was made aware\nof the OOS result on 04/06/2020, however, the firm failed to initiate an investigation.\n\n3. 4/23/2020: Water sample collected on 04/22/2020, from Site /SV-304, located\n, tested positive for total (b) 4) (Li '). The firm’s\n\ninvestigation, LAB-00044 does not identify the source of, complex. During\nreview of maintenance records of (SK) Water System, it was noticed that on 5/6/2020, a service\nwas performed by the external service company for (S)4jl Water System and fixed a steady leak\nfrom (GJ tank. In addition, the service company noted that the PM) was leaking from (BMG).\nThis activity was never logged into the Equipment/Utility/Facility Logbook (4) # 0697, which\nis used for the documentation of maintenance activities of (BJM) Water System. The Quality\nUnit was aware of these defects and still concluded that “There were also no known physical\ndefects in the water distribution system which could have caused contamination of the incoming\nwater supply”. No CAPA was proposed.\n\nSomerset, NJ 08873-1145 [Drug Product Manufacturer\n\n4. 06/03/2020: The firm’s Contract Testing Laboratory reported an OOS for\n\n}) in water samples taken from the sample {MM Site Hisv-co which is located pa\n. The sample (SV601-060320) was collected on 06/03/2020\nand the reported was greater than [MM cfu/mL (Specification: NMT (O@N).\n\nInvestigation, LAB-00049 was initiated to probe the Out of specification results obtained for\nplate count for the water sample site #9 SV601-040120 collected on 04/01/2020\ncfwmL) and $V601-060320 on 06/03/2020. The contract testing laboratory identified\n(Gram-negative) in the sample collected on 04/01/2020 and\n\nin the sample collected on 06/03/2020 from the same sampling oe. The firm deficiently\nconcluded that the risk is minimal since the organisms were detected prior to PJ. However,\nhistorical data shows that\nwater samples collected on 10/31/2019 from user points after\narea, (4) @ CFU/ mL), (BY GB CFv/ mL), °FU/ mL) and (I G2\nCFU/ mL). This contradicts the firm’s conclusion that disinfection can eliminate the gram-\nnegative organisms from the water system. No CAPA is initiated. The investigation remains open\nas of 10/2/2020 (approximately (BN).\n\n5. 09/09/2020: The firm’s contract laboratory reported an OOS for on\n09/17/20 for sample collected on 09/09/20 (Result Mj CFU/ml, Limit NUT FU/ml) from a\nPoint of Use - (ey). An OOS was opened (LAB-00096) to investigate the root cause of the\nfailure. The investigation remains open.\n\n}) was identified in the\nlocated in the manufacturing\n\nThe site initiated BM Out of Expectation Investigations (LAB 00051 and OOE 19-016) for extraneous\npeaks observed in Hydrocodone and Homatropine Tablets, Smg /1.5 mg commercial release and\nstability samples as below:\n\na. LAB 00051 was initiated on 6/19/2020 when extraneous peaks were observed during release\ntesting (for dissolution) in three batches of Hydrocodone and Homatropine Tablets, Smg /1.5\nmg CII USP for batch # $000577, S000579 and $000580.\n\nSomerset, NJ 08873-1145 Drug Product Manufacturer\n\nb. OOE 19-016 was initiated on 9/6/2019 when an extraneous peak was observed during stability\ntesting (for dissolution) in one batch (S900437 3M CRT) of Hydrocodone Bitartrate and\nHomatropine Methylbromide Tabs USP Smg/1.5 mg. Based upon further spectra studies\nutilizing a (BMH detector, the site concluded the spectra of the extraneous peak matches with\nthe spectra of Acetaminophen.\n\nIn LAB 00051, the site identified contaminated glassware as the potential root cause; however,\nthe investigation does not explain how a single contaminated pipette can produce extraneous\npeaks with different peak areas in some samples but not others. The investigation did not\ninclude a historical review of similar OOE investigations, such as OOE 19-016 pertaining to\nthe same product.\n\nOther investigations initiated for extraneous peaks include:\n\nBatches\n\nOOS No. Product Involved\nImpacted\n\nBrief Summary\n\n900762, | OOS result for % Chloride was observed during\ncts Cavite. | 3900753, | (BINA Analysis and 9 for CU (Chloride) did not\no0s-19-027 | Gavilste-C, Gavilyte- | soo907 3M | meet the specification. Extraneous peak of % was\nCRT observed during PEG analysis during CU and\n(Gavliyte G) | Assay analysis\n\nCleaning verification\n\ntiegai ag © pry Extraneous peak at R (GIG) min did not meet the\nCFI-DEV-17-212 e $700755 specification for APAP residue. Sample Area:\n\n[Equipment 409821; Standard Area: (B)N@)\n\n1D#0340\n\nmerset, NJ 08873-1145 | Drug Product Manufacturer\n\nCleaning Verification\n\n. HCB/APAP 10 Z ‘\nCFLDEV-17-216 | 167395 mg $700837 | the APAP eo ug/swab did not meet\n\nuipmentIDH0894 specification of | iswab\n\nOOS result obtained during cleaning verification,\n\nDexmethylphenidate | S701150A- | An Extraneous peak with(ij% at fiiJmin found\n\nCone HCL, USP 2.5 mg I8MCRT | during Dissolution analysis\n\nOxycodone HCI Tabs,\n\nOOB-19-024 + | sooisoo BU | At extraneous peak (at ff\") at about (b) (4).\n30 mg during] analysis\n\n5 extraneous peaks ranging from approx. if\nOOE-19-025 Denreetiyipneniiae M65 904 r= observed during dissolution testing of\n\nHCL, USP 2.5 mg. CRT 63M\n\nvessel |\nOut of Expectation (extraneous peak) during\ndissolution analysis for Quinapril HCl and\n$900101 Hydrochlorothiazide Tablets, 10 mg /12.5 mg,\nBatch # $900101 12M CRT, $900102 12M CRT,\n\n$800861 18M CRT\nExtraneous peaks were observed at (BJA) time\nHydrocodone about (BE and during\nLAB-00051 Homatropine Tabs $000577 dissolution testing for Hydrocodone and\n5/1.Smg CII Homatropine Tablets, Smg /1.5 mg CII USP for\nbatch # $000577, $000579 and S000580.\n\nQuinapril HCTZ\n\nLAB O0009) 10/12.5mg x 500ct\n\nJ. Deviation DEV-00302: This Deviation investigation was initiated after the temperature excursion of\n102°F was observed for the (b) (4) Refrigerator ID#0493 (normal temp OCG i in the |\nBuilding QM Warehouse from 07/31/2020 to 08/18/2020. The warehouse is maintained at a controlled\nroom temperature but the cooling fan in the refrigerator malfunctioned and the refrigerator reached |\nover 100°F. The Deviation DEV-00302 was created on 08/07/2020 and it stated that the Date of\nDiscovery as 08/05/2020 and the Date of Occurrence as 08/01/2020 however, the samples from the\nRefrigerator ID#0493 were removed on 08/04/2020 (1 day earlier than the noted Date of Discovery)\nand the Work Order was requested on 08/07/2020 (8 days after the excursion). As of the deviation\n\nSomerset, NJ 08873-1145 [ Drug Product Manufacturer\n\ndue date 09/18/2020, no investigation was performed and the impact analyses of the retain samples\nthat were stored above (b) (4) for (b) (4) © were not conducted. The retain refrigerator contained &\nBatches of various Raw Materials and APIs and fj batches of Finished Product Voriconazole for Oral\n\nSuspension (G58.",
                     *           "cited_regulations": [
                     *             "21 CFR 211.192"
                     *           ],
                     *           "facility_type": "Drug Manufacturer",
                     *           "inspection_year": 2020,
                     *           "product_category": "drug",
                     *           "source_metadata": {
                     *             "source_type": "fda_483_database",
                     *             "source_id": "483-3006271438-20201105-2",
                     *             "retrieval_method": "hybrid_keyword_embedding",
                     *             "embedding_model": "all-MiniLM-L6-v2:q4:max256"
                     *           }
                     *         }
                     *       ],
                     *       "ich_guideline_results": [
                     *         {
                     *           "guideline": "Q7",
                     *           "guideline_title": "Good Manufacturing Practice Guide for Active Pharmaceutical Ingredients",
                     *           "regime": "gmp",
                     *           "sections": [
                     *             {
                     *               "section": "6.7",
                     *               "title": "Batch Production Record Review",
                     *               "text": "6.70 Written procedures should be established and followed for the review and approval of batch production and laboratory control records, including packaging and labelling, to determine compliance of the intermediate or API with established specifications before a batch is released or distributed.",
                     *               "relevance_score": 0.919,
                     *               "related_cfr": [
                     *                 "21 CFR 211.192"
                     *               ]
                     *             },
                     *             {
                     *               "section": "15",
                     *               "title": "COMPLAINTS AND RECALLS",
                     *               "text": "15.10 All quality related complaints, whether received orally or in writing, should be recorded and investigated according to a written procedure.",
                     *               "relevance_score": 0.849,
                     *               "related_cfr": [
                     *                 "21 CFR 211.198"
                     *               ]
                     *             },
                     *             {
                     *               "section": "8.1",
                     *               "title": "Production Operations",
                     *               "text": "8.10 Raw materials for intermediate and API manufacturing should be weighed or measured under appropriate conditions that do not affect their suitability for use.",
                     *               "relevance_score": 0.799,
                     *               "related_cfr": [
                     *                 "21 CFR 211.100"
                     *               ]
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "guideline": "Q10",
                     *           "guideline_title": "Pharmaceutical Quality System",
                     *           "regime": "gmp",
                     *           "sections": [
                     *             {
                     *               "section": "3.2.2",
                     *               "title": "Corrective Action and Preventive Action (CAPA) System",
                     *               "text": "The pharmaceutical company should have a system for implementing corrective actions and preventive actions resulting from the investigation of complaints, product rejections, non-conformances, recalls, deviations, audits, regulatory inspections and findings, and trends from process performance and product quality monitoring.",
                     *               "relevance_score": 0.779,
                     *               "related_cfr": [
                     *                 "21 CFR 211.192",
                     *                 "21 CFR 211.198"
                     *               ]
                     *             },
                     *             {
                     *               "section": "3.2.3",
                     *               "title": "Change Management System",
                     *               "text": "Innovation, continual improvement, the outputs of process performance and product quality monitoring and CAPA drive change.",
                     *               "relevance_score": 0.649,
                     *               "related_cfr": [
                     *                 "21 CFR 211.100"
                     *               ]
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "guideline": "Q9",
                     *           "guideline_title": "Quality Risk Management",
                     *           "regime": "gmp",
                     *           "sections": [
                     *             {
                     *               "section": "II.6",
                     *               "title": "Quality Risk Management as Part of Production Validation",
                     *               "text": "To identify the scope and extent of verification, qualification and validation activities (e.g., analytical methods, processes, equipment and cleaning methods;",
                     *               "relevance_score": 0.619,
                     *               "related_cfr": [
                     *                 "21 CFR 211.100"
                     *               ]
                     *             },
                     *             {
                     *               "section": "II.7",
                     *               "title": "Quality Risk Management as Part of Laboratory Control and Stability Studies",
                     *               "text": "Out of specification results To identify potential root causes and corrective actions during the investigation of out of specification results.",
                     *               "relevance_score": 0.619,
                     *               "related_cfr": [
                     *                 "21 CFR 211.192"
                     *               ]
                     *             },
                     *             {
                     *               "section": "II.1",
                     *               "title": "Quality Risk Management as Part of Integrated Quality Management Documentation",
                     *               "text": "To review current interpretations and application of regulatory expectations;",
                     *               "relevance_score": 0.619,
                     *               "related_cfr": [
                     *                 "21 CFR 211.198"
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "risk_assessment": {
                     *         "risk_level": "high",
                     *         "risk_score": 0.71,
                     *         "score_basis": "base 0.6 for severity major, + 0.15 × citation frequency 0.75 (citations of the governing sections 2020-2024 relative to the most cited section), + 0 (stable) trend 2024 vs 2023",
                     *         "impact_areas": [
                     *           {
                     *             "area": "quality_systems",
                     *             "severity": "major",
                     *             "rationale": "Investigation deficiency: Investigations of failures, deviations or discrepancies that are missing, late, superficial, not extended to other affected batches, or that conclude without a scientifically supported root cause."
                     *           }
                     *         ],
                     *         "recommended_actions": [
                     *           {
                     *             "priority": "short_term",
                     *             "action": "Assess the event against 21 CFR 211.192 (Production record review): thorough investigation extended to other batches that may have been associated."
                     *           }
                     *         ],
                     *         "similar_citation_frequency": {
                     *           "total_similar_citations": 9,
                     *           "time_period": "2020-2024",
                     *           "trend": "stable",
                     *           "trend_percentage": "0.0%",
                     *           "most_common_cfr": "21 CFR 211.192"
                     *         }
                     *       },
                     *       "evidence_sources": [
                     *         {
                     *           "source_type": "event_taxonomy",
                     *           "source_id": "v3.0",
                     *           "retrieval_method": "hybrid_keyword_embedding",
                     *           "confidence": 0.999,
                     *           "matched_terms": [
                     *             "investigation"
                     *           ],
                     *           "total_records": 39,
                     *           "verified": true
                     *         },
                     *         {
                     *           "source_type": "cfr_mapping",
                     *           "source_id": "21-CFR-211.192",
                     *           "retrieval_method": "cross_reference_mapping",
                     *           "confidence": 0.999,
                     *           "authority": "FDA",
                     *           "verified": true
                     *         },
                     *         {
                     *           "source_type": "cfr_mapping",
                     *           "source_id": "21-CFR-211.198",
                     *           "retrieval_method": "cross_reference_mapping",
                     *           "confidence": 0.749,
                     *           "authority": "FDA",
                     *           "verified": true
                     *         }
                     *       ],
                     *       "evidence_chain": {
                     *         "chain_integrity": "verified",
                     *         "evidence_coverage": 1,
                     *         "provenance_complete": true,
                     *         "sources_verified": 22,
                     *         "last_verification_date": "2026-11-28"
                     *       },
                     *       "response_metadata": {
                     *         "processing_timestamp": "2026-11-28T09:39:15.123Z",
                     *         "resolver_version": "kg-resolver 1.0",
                     *         "function_request_id": "req_f804d2bde86243d2a2b6b18c33f03873",
                     *         "processing_time_ms": 275,
                     *         "total_sources_consulted": 22,
                     *         "taxonomy_version": "v3.0",
                     *         "cache_status": "miss"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["KgInvestigateResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Payload Too Large. `PAYLOAD_TOO_LARGE` (body over 1 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgInvestigateEventAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KgInvestigateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KgInvestigateResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Payload Too Large. `PAYLOAD_TOO_LARGE` (body over 1 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgGetRegulation: {
        parameters: {
            query?: {
                /** @description Paragraphs of the section (default true). */
                include_subsections?: string;
                /** @description Curated ICH cross-references (default true). */
                include_ich_references?: string;
                /** @description Related CFR sections (default false). */
                include_related_cfr?: string;
            };
            header?: never;
            path: {
                /** @description `21-CFR-211.56`, `21CFR211.56` or `211.56` (Title 21 assumed). */
                cfr: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "regulation": {
                     *         "cfr_section": "21 CFR 211.192",
                     *         "part": "211",
                     *         "subpart": "Subpart J—Records and Reports",
                     *         "section": "211.192",
                     *         "title": "Production record review",
                     *         "full_citation": "21 CFR 211.192",
                     *         "product_types": [
                     *           "drug"
                     *         ],
                     *         "effective_date": "2026-04-09",
                     *         "last_updated": "1978-09-29",
                     *         "text_available": true,
                     *         "regime": "gmp"
                     *       },
                     *       "full_text": {
                     *         "summary": "All drug product production and control records, including those for packaging and labeling, shall be reviewed and approved by the quality control unit to determine compliance with all established, approved written procedures before a batch is released or distributed.",
                     *         "subsections": []
                     *       },
                     *       "ich_cross_references": [
                     *         {
                     *           "guideline": "Q7",
                     *           "guideline_title": "Good Manufacturing Practice Guide for Active Pharmaceutical Ingredients",
                     *           "regime": "gmp",
                     *           "sections": [
                     *             {
                     *               "section": "6.7",
                     *               "title": "Batch Production Record Review",
                     *               "text": "6.70 Written procedures should be established and followed for the review and approval of batch production and laboratory control records, including packaging and labelling, to determine compliance of the intermediate or API with established specifications before a batch is released or distributed.",
                     *               "relevance": "direct",
                     *               "mapping_rationale": "Both require the quality unit to review and approve production and laboratory control records, including packaging and labelling, before a batch is released, with deviations and out-of-specification results reviewed or investigated in that review.",
                     *               "alignment_score": 0.92
                     *             },
                     *             {
                     *               "section": "11.1",
                     *               "title": "General Controls",
                     *               "text": "11.10 The independent quality unit(s) should have at its disposal adequate laboratory facilities.",
                     *               "relevance": "direct",
                     *               "mapping_rationale": "211.192 requires any failure of a batch or component to meet specifications to be thoroughly investigated, the requirement Q7 11.1 applies to out-of-specification laboratory results through a documented investigation procedure.",
                     *               "alignment_score": 0.78
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "guideline": "Q10",
                     *           "guideline_title": "Pharmaceutical Quality System",
                     *           "regime": "gmp",
                     *           "sections": [
                     *             {
                     *               "section": "3.2.2",
                     *               "title": "Corrective Action and Preventive Action (CAPA) System",
                     *               "text": "The pharmaceutical company should have a system for implementing corrective actions and preventive actions resulting from the investigation of complaints, product rejections, non-conformances, recalls, deviations, audits, regulatory inspections and findings, and trends from process performance and product quality monitoring.",
                     *               "relevance": "direct",
                     *               "mapping_rationale": "211.192 requires thorough, documented investigation of unexplained discrepancies and specification failures, extended to other affected batches, the investigation from which Q10 3.2.2 requires a CAPA system to find root cause and act.",
                     *               "alignment_score": 0.78
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "guideline": "Q9",
                     *           "guideline_title": "Quality Risk Management",
                     *           "regime": "gmp",
                     *           "sections": [
                     *             {
                     *               "section": "II.7",
                     *               "title": "Quality Risk Management as Part of Laboratory Control and Stability Studies",
                     *               "text": "Out of specification results To identify potential root causes and corrective actions during the investigation of out of specification results.",
                     *               "relevance": "supporting",
                     *               "mapping_rationale": "Q9 Annex II.7 applies quality risk management to identifying root causes and corrective actions in out-of-specification investigations, the investigations that 211.192 requires.",
                     *               "alignment_score": 0.62
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "related_regulations": [
                     *         {
                     *           "cfr_section": "21 CFR 211.100",
                     *           "title": "Written procedures; deviations",
                     *           "relationship": "related",
                     *           "rationale": "Deviations that 211.100(b) requires to be recorded and justified are among the discrepancies that 211.192 requires to be investigated."
                     *         },
                     *         {
                     *           "cfr_section": "21 CFR 211.188",
                     *           "title": "Batch production and control records",
                     *           "relationship": "prerequisite",
                     *           "rationale": "The batch production and control records of 211.188 are what the quality control unit reviews under 211.192 before release."
                     *         },
                     *         {
                     *           "cfr_section": "21 CFR 211.22",
                     *           "title": "Responsibilities of quality control unit",
                     *           "relationship": "prerequisite",
                     *           "rationale": "The production record review and investigation of 211.192 are carried out under the authority 211.22(a) gives the quality control unit to review production records and see errors fully investigated."
                     *         }
                     *       ],
                     *       "common_citations": {
                     *         "total_483_citations": 9,
                     *         "data_period": "2020-2024",
                     *         "citation_rank": 2,
                     *         "trending": "stable",
                     *         "most_common_deficiency_types": [
                     *           "Quality System",
                     *           "Laboratory Controls",
                     *           "Documentation"
                     *         ]
                     *       },
                     *       "evidence_sources": [
                     *         {
                     *           "source_type": "cfr_regulations",
                     *           "source_id": "21-CFR-211.192",
                     *           "retrieval_method": "direct_lookup",
                     *           "confidence": 1,
                     *           "authority": "eCFR Title 21",
                     *           "publication_date": "2026-04-09",
                     *           "verified": true
                     *         },
                     *         {
                     *           "source_type": "ich_guidelines",
                     *           "source_id": "Q7-6.7",
                     *           "retrieval_method": "cross_reference_mapping",
                     *           "confidence": 0.92,
                     *           "verified": true
                     *         },
                     *         {
                     *           "source_type": "ich_guidelines",
                     *           "source_id": "Q7-11.1",
                     *           "retrieval_method": "cross_reference_mapping",
                     *           "confidence": 0.78,
                     *           "verified": true
                     *         }
                     *       ],
                     *       "evidence_chain": {
                     *         "chain_integrity": "verified",
                     *         "evidence_coverage": 1,
                     *         "provenance_complete": true,
                     *         "sources_verified": 6,
                     *         "last_verification_date": "2026-11-28"
                     *       },
                     *       "response_metadata": {
                     *         "processing_timestamp": "2026-11-28T09:39:15.438Z",
                     *         "resolver_version": "kg-resolver 1.0",
                     *         "function_request_id": "req_fe7ceac3fb8643bdb5c2652e9b61177e",
                     *         "processing_time_ms": 48,
                     *         "total_sources_consulted": 6,
                     *         "cfr_database_version": "eCFR Title 21",
                     *         "cache_status": "miss"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["KgRegulationResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgGetRegulationAlias: {
        parameters: {
            query?: {
                /** @description Paragraphs of the section (default true). */
                include_subsections?: string;
                /** @description Curated ICH cross-references (default true). */
                include_ich_references?: string;
                /** @description Related CFR sections (default false). */
                include_related_cfr?: string;
            };
            header?: never;
            path: {
                /** @description `21-CFR-211.56`, `21CFR211.56` or `211.56` (Title 21 assumed). */
                cfr: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KgRegulationResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgGetIchGuideline: {
        parameters: {
            query?: {
                /** @description Sections with their text (default true); false returns the table of contents only. */
                include_sections?: string;
                /** @description Curated CFR mappings per section and the summary (default true). */
                include_cfr_mappings?: string;
                /** @description `summary`: the first sentence of each text; `full` (default): whole texts. */
                section_depth?: "summary" | "full";
            };
            header?: never;
            path: {
                /** @description Q7, Q9 or Q10 (Q9 serves Q9(R1), 2023). */
                guideline: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "guideline": {
                     *         "guideline_id": "Q10",
                     *         "full_title": "Pharmaceutical Quality System",
                     *         "version": "Step 4",
                     *         "effective_date": "2008-06-04",
                     *         "scope": "This guideline applies to the systems supporting the development and manufacture of pharmaceutical drug substances (i.e., API) and drug products, including biotechnology and biological products, throughout the product lifecycle.",
                     *         "applicability": "drug, api",
                     *         "regulatory_status": "ICH Q10, Step 4 of 2008-06-04",
                     *         "last_updated": "2008-06-04",
                     *         "text_source": "ICH Q10"
                     *       },
                     *       "table_of_contents": [
                     *         {
                     *           "section": "1",
                     *           "title": "PHARMACEUTICAL QUALITY SYSTEM",
                     *           "subsections": [
                     *             "1.1",
                     *             "1.2",
                     *             "1.3"
                     *           ]
                     *         },
                     *         {
                     *           "section": "2",
                     *           "title": "MANAGEMENT RESPONSIBILITY",
                     *           "subsections": [
                     *             "2.1",
                     *             "2.2",
                     *             "2.3"
                     *           ]
                     *         },
                     *         {
                     *           "section": "3",
                     *           "title": "CONTINUAL IMPROVEMENT OF PROCESS PERFORMANCE AND PRODUCT QUALITY",
                     *           "subsections": [
                     *             "3.1",
                     *             "3.2"
                     *           ]
                     *         }
                     *       ],
                     *       "sections": [
                     *         {
                     *           "section": "1",
                     *           "title": "PHARMACEUTICAL QUALITY SYSTEM",
                     *           "text": "",
                     *           "cfr_mappings": [],
                     *           "subsections": [
                     *             {
                     *               "section": "1.1",
                     *               "title": "Introduction",
                     *               "text": "This document establishes a new ICH tripartite guideline describing a model for an effective quality management system for the pharmaceutical industry, referred to as the Pharmaceutical Quality System.",
                     *               "cfr_mappings": []
                     *             },
                     *             {
                     *               "section": "1.2",
                     *               "title": "Scope",
                     *               "text": "This guideline applies to the systems supporting the development and manufacture of pharmaceutical drug substances (i.e., API) and drug products, including biotechnology and biological products, throughout the product lifecycle.",
                     *               "cfr_mappings": [
                     *                 {
                     *                   "cfr_section": "21 CFR 211.1",
                     *                   "title": "Scope",
                     *                   "relevance": "indirect",
                     *                   "mapping_rationale": "211.1 confines Part 211 to the manufacture of finished drug products, one stage of the lifecycle of drug substances and drug products that the Q10 1.2 scope covers, so the two scopes overlap without coinciding.",
                     *                   "ich_section": "1.2"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "section": "1.3",
                     *               "title": "Relationship of ICH Q10 to Regional GMP Requirements, ISO Standards and ICH Q7",
                     *               "text": "Regional GMP requirements, the ICH Q7 Guideline, “Good Manufacturing Practice Guide for Active Pharmaceutical Ingredients”, and ISO quality management system guidelines form the foundation for ICH Q10.",
                     *               "cfr_mappings": [
                     *                 {
                     *                   "cfr_section": "21 CFR 210.1",
                     *                   "title": "Status of current good manufacturing practice regulations",
                     *                   "relevance": "indirect",
                     *                   "mapping_rationale": "210.1 makes the CGMP regulations the minimum requirements for drug manufacture, the regional GMPs that Q10 1.3 names as the foundation the pharmaceutical quality system builds on.",
                     *                   "ich_section": "1.3"
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "section": "2",
                     *           "title": "MANAGEMENT RESPONSIBILITY",
                     *           "text": "Leadership is essential to establish and maintain a company-wide commitment to quality and for the performance of the pharmaceutical quality system.",
                     *           "cfr_mappings": [],
                     *           "subsections": [
                     *             {
                     *               "section": "2.1",
                     *               "title": "Management Commitment",
                     *               "text": "(a) Senior management has the ultimate responsibility to ensure an effective pharmaceutical quality system is in place to achieve the quality objectives, and that roles, responsibilities, and authorities are defined, communicated and implemented throughout the company.",
                     *               "cfr_mappings": [
                     *                 {
                     *                   "cfr_section": "21 CFR 211.22",
                     *                   "title": "Responsibilities of quality control unit",
                     *                   "relevance": "direct",
                     *                   "mapping_rationale": "Q10 2.1 places ultimate responsibility for the quality system on senior management and, in 2.1(b)(4), recognises the independent quality unit with defined authority that 211.22 establishes for drug manufacturers.",
                     *                   "ich_section": "2.1"
                     *                 },
                     *                 {
                     *                   "cfr_section": "21 CFR 820.20 (QSR)",
                     *                   "title": "Management responsibility",
                     *                   "relevance": "direct",
                     *                   "mapping_rationale": "Both make executive management responsible for an adequate organisational structure with defined responsibility, authority and interrelation of quality personnel and for providing adequate resources.",
                     *                   "ich_section": "2.1"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "section": "2.2",
                     *               "title": "Quality Policy",
                     *               "text": "(a) Senior management should establish a quality policy that describes the overall intentions and direction of the company related to quality.",
                     *               "cfr_mappings": [
                     *                 {
                     *                   "cfr_section": "21 CFR 820.20 (QSR)",
                     *                   "title": "Management responsibility",
                     *                   "relevance": "direct",
                     *                   "mapping_rationale": "820.20(a) requires executive management to establish a quality policy and objectives understood, implemented and maintained at all levels, as Q10 2.2 requires senior management to set and communicate the quality policy.",
                     *                   "ich_section": "2.2"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "section": "2.3",
                     *               "title": "Quality Planning",
                     *               "text": "(a) Senior management should ensure the quality objectives needed to implement the quality policy are defined and communicated.",
                     *               "cfr_mappings": [
                     *                 {
                     *                   "cfr_section": "21 CFR 820.20 (QSR)",
                     *                   "title": "Management responsibility",
                     *                   "relevance": "direct",
                     *                   "mapping_rationale": "820.20(d) requires a quality plan defining the quality practices, resources and activities for the devices made, the quality planning that Q10 2.3 frames through defined quality objectives and resources.",
                     *                   "ich_section": "2.3"
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "section": "3",
                     *           "title": "CONTINUAL IMPROVEMENT OF PROCESS PERFORMANCE AND PRODUCT QUALITY",
                     *           "text": "This section describes the lifecycle stage goals and the four specific pharmaceutical quality system elements that augment regional requirements to achieve the ICH Q10 objectives, as defined in Section 1.5.",
                     *           "cfr_mappings": [],
                     *           "subsections": [
                     *             {
                     *               "section": "3.1",
                     *               "title": "Lifecycle Stage Goals",
                     *               "text": "The goals of each product lifecycle stage are described below.",
                     *               "cfr_mappings": []
                     *             },
                     *             {
                     *               "section": "3.2",
                     *               "title": "Pharmaceutical Quality System Elements",
                     *               "text": "The elements described below might be, required in part under regional GMP regulations.",
                     *               "cfr_mappings": [
                     *                 {
                     *                   "cfr_section": "21 CFR 211.100",
                     *                   "title": "Written procedures; deviations",
                     *                   "relevance": "supporting",
                     *                   "mapping_rationale": "211.100(a) requires changes to production and process control procedures to be reviewed and approved by the quality control unit, the narrow regulatory core of the risk-based change management system of Q10 3.2.3.",
                     *                   "ich_section": "3.2.3"
                     *                 },
                     *                 {
                     *                   "cfr_section": "21 CFR 211.110",
                     *                   "title": "Sampling and testing of in-process materials and drug products",
                     *                   "relevance": "supporting",
                     *                   "mapping_rationale": "211.110(b) requires in-process specifications derived from process averages and variability by suitable statistical procedures, one element of the measurement and analysis of control-strategy parameters in Q10 3.2.1.",
                     *                   "ich_section": "3.2.1"
                     *                 },
                     *                 {
                     *                   "cfr_section": "21 CFR 211.180",
                     *                   "title": "General requirements",
                     *                   "relevance": "direct",
                     *                   "mapping_rationale": "The annual review of 211.180(e) is the minimum regulatory form of the monitoring system of Q10 3.2.1, which adds a risk-based control strategy, trending and feedback from complaints, rejections, deviations and recalls.",
                     *                   "ich_section": "3.2.1"
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "cfr_cross_reference_summary": {
                     *         "total_cfr_mappings": 28,
                     *         "direct_mappings": 12,
                     *         "supporting_mappings": 14,
                     *         "indirect_mappings": 2,
                     *         "most_referenced_cfr": [
                     *           {
                     *             "cfr_section": "21 CFR 820.20 (QSR)",
                     *             "title": "Management responsibility",
                     *             "mapping_count": 4,
                     *             "ich_sections": [
                     *               "2.1",
                     *               "2.2",
                     *               "2.3"
                     *             ]
                     *           },
                     *           {
                     *             "cfr_section": "21 CFR 211.180",
                     *             "title": "General requirements",
                     *             "mapping_count": 2,
                     *             "ich_sections": [
                     *               "3.2.1",
                     *               "3.2.4"
                     *             ]
                     *           },
                     *           {
                     *             "cfr_section": "21 CFR 210.1",
                     *             "title": "Status of current good manufacturing practice regulations",
                     *             "mapping_count": 1,
                     *             "ich_sections": [
                     *               "1.3"
                     *             ]
                     *           }
                     *         ]
                     *       },
                     *       "related_guidelines": [
                     *         {
                     *           "guideline_id": "Q7",
                     *           "title": "Good Manufacturing Practice Guide for Active Pharmaceutical Ingredients",
                     *           "relationship": "shares_cfr_mappings",
                     *           "description": "7 CFR section(s) mapped to Q10 are also mapped to Q7 in the curated maps."
                     *         },
                     *         {
                     *           "guideline_id": "Q9",
                     *           "title": "Quality Risk Management",
                     *           "relationship": "shares_cfr_mappings",
                     *           "description": "6 CFR section(s) mapped to Q10 are also mapped to Q9 in the curated maps."
                     *         }
                     *       ],
                     *       "evidence_sources": [
                     *         {
                     *           "source_type": "ich_guidelines",
                     *           "source_id": "Q10-1",
                     *           "retrieval_method": "direct_lookup",
                     *           "confidence": 1,
                     *           "sections_retrieved": 8,
                     *           "publication_date": "2008-06-04",
                     *           "authority": "ICH",
                     *           "verified": true
                     *         },
                     *         {
                     *           "source_type": "ich_guidelines",
                     *           "source_id": "Q10-2",
                     *           "retrieval_method": "direct_lookup",
                     *           "confidence": 1,
                     *           "sections_retrieved": 8,
                     *           "publication_date": "2008-06-04",
                     *           "authority": "ICH",
                     *           "verified": true
                     *         },
                     *         {
                     *           "source_type": "ich_guidelines",
                     *           "source_id": "Q10-3",
                     *           "retrieval_method": "direct_lookup",
                     *           "confidence": 1,
                     *           "sections_retrieved": 2,
                     *           "publication_date": "2008-06-04",
                     *           "authority": "ICH",
                     *           "verified": true
                     *         }
                     *       ],
                     *       "evidence_chain": {
                     *         "chain_integrity": "verified",
                     *         "evidence_coverage": 1,
                     *         "provenance_complete": true,
                     *         "sources_verified": 6,
                     *         "last_verification_date": "2026-11-28"
                     *       },
                     *       "response_metadata": {
                     *         "processing_timestamp": "2026-11-28T09:39:15.622Z",
                     *         "resolver_version": "kg-resolver 1.0",
                     *         "function_request_id": "req_7bf79bff28324fed8555c6d0d220ee8f",
                     *         "processing_time_ms": 81,
                     *         "total_sources_consulted": 6,
                     *         "ich_database_version": "ICH Q10",
                     *         "cache_status": "miss"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["KgIchGuidelineResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgGetIchGuidelineAlias: {
        parameters: {
            query?: {
                /** @description Sections with their text (default true); false returns the table of contents only. */
                include_sections?: string;
                /** @description Curated CFR mappings per section and the summary (default true). */
                include_cfr_mappings?: string;
                /** @description `summary`: the first sentence of each text; `full` (default): whole texts. */
                section_depth?: "summary" | "full";
            };
            header?: never;
            path: {
                /** @description Q7, Q9 or Q10 (Q9 serves Q9(R1), 2023). */
                guideline: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KgIchGuidelineResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgGetIchSection: {
        parameters: {
            query?: {
                /** @description Subsections (or, in Q7, numbered paragraphs) (default true). */
                include_subsections?: string;
                /** @description Curated CFR cross-references (default true). */
                include_cfr_mappings?: string;
                /** @description The parent section’s title and text (default false). */
                include_context?: string;
            };
            header?: never;
            path: {
                /** @description Q7, Q9 or Q10. */
                guideline: string;
                /** @description `X.Y` or a top-level `X` (Q9 annexes: `I.5`); a trailing zero is dropped (`12.40` → `12.4`). */
                section: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "guideline_info": {
                     *         "guideline_id": "Q7",
                     *         "full_title": "Good Manufacturing Practice Guide for Active Pharmaceutical Ingredients",
                     *         "version": "Step 4",
                     *         "effective_date": "2000-11-10"
                     *       },
                     *       "section": {
                     *         "section_number": "12.4",
                     *         "section_id": "Q7-12.4",
                     *         "title": "Approaches to Process Validation",
                     *         "parent_section": {
                     *           "section_number": "12",
                     *           "title": "VALIDATION"
                     *         },
                     *         "full_text": "12.40 Process Validation (PV) is the documented evidence that the process, operated within established parameters, can perform effectively and reproducibly to produce an intermediate or API meeting its predetermined specifications and quality attributes. 12.41 There are three approaches to validation. Prospective validation is the preferred approach, but there are exceptions where the other approaches can be used. These approaches and their applicability are listed below. 12.42 Prospective validation should normally be performed for all API processes as defined in 12.12. Prospective validation performed on an API process should be\n\ncompleted before the commercial distribution of the final drug product manufactured from that API. 12.43 Concurrent validation can be conducted when data from replicate production runs are unavailable because only a limited number of API batches have been produced, API batches are produced infrequently, or API batches are produced by a validated process that has been modified. Prior to the completion of concurrent validation, batches can be released and used in final drug product for commercial distribution based on thorough monitoring and testing of the API batches. 12.44 An exception can be made for retrospective validation for well established processes that have been used without significant changes to API quality due to changes in raw materials, equipment, systems, facilities, or the production process. This validation approach may be used where: (1) Critical quality attributes and critical process parameters have been identified; (2) Appropriate in-process acceptance criteria and controls have been established; (3) There have not been significant process/product failures attributable to causes other than operator error or equipment failures unrelated to equipment suitability; and (4) Impurity profiles have been established for the existing API. 12.45 Batches selected for retrospective validation should be representative of all batches made during the review period, including any batches that failed to meet specifications, and should be sufficient in number to demonstrate process consistency. Retained samples can be tested to obtain data to retrospectively validate the process.",
                     *         "subsections": [
                     *           {
                     *             "subsection": "12.40",
                     *             "text": "Process Validation (PV) is the documented evidence that the process, operated within established parameters, can perform effectively and reproducibly to produce an intermediate or API meeting its predetermined specifications and quality attributes."
                     *           },
                     *           {
                     *             "subsection": "12.41",
                     *             "text": "There are three approaches to validation. Prospective validation is the preferred approach, but there are exceptions where the other approaches can be used. These approaches and their applicability are listed below."
                     *           },
                     *           {
                     *             "subsection": "12.42",
                     *             "text": "Prospective validation should normally be performed for all API processes as defined in 12.12. Prospective validation performed on an API process should be\n\ncompleted before the commercial distribution of the final drug product manufactured from that API."
                     *           }
                     *         ],
                     *         "key_requirements": [
                     *           "Prospective validation should normally be performed for all API processes as defined in 12.12.",
                     *           "Prospective validation performed on an API process should be completed before the commercial distribution of the final drug product manufactured from that API.",
                     *           "Batches selected for retrospective validation should be representative of all batches made during the review period, including any batches that failed to meet specifications, and should be sufficient in number to demonstrate process consistency."
                     *         ],
                     *         "applicability": {
                     *           "manufacturing_stages": [
                     *             "production",
                     *             "storage_and_distribution",
                     *             "laboratory_testing"
                     *           ],
                     *           "facility_types": [
                     *             "manufacturing"
                     *           ],
                     *           "product_types": [
                     *             "api"
                     *           ]
                     *         }
                     *       },
                     *       "cfr_cross_references": [
                     *         {
                     *           "cfr_section": "21 CFR 211.110",
                     *           "title": "Sampling and testing of in-process materials and drug products",
                     *           "relevance": "supporting",
                     *           "mapping_type": "related",
                     *           "mapping_rationale": "211.110(a) requires control procedures that validate the performance of manufacturing processes that may cause variability, a requirement that Q7 12.4 develops into prospective, concurrent and retrospective process validation.",
                     *           "cfr_text_excerpt": "(a) To assure batch uniformity and integrity of drug products, written procedures shall be established and followed that describe the in-process controls, and tests, or examinations to be conducted on appropriate samples of in-process materials of each batch.",
                     *           "alignment_score": 0.68,
                     *           "subsection_mappings": []
                     *         }
                     *       ],
                     *       "related_ich_sections": [
                     *         {
                     *           "section": "Q10 3.2.1",
                     *           "title": "Process Performance and Product Quality Monitoring System",
                     *           "relationship": "maps_to_same_cfr",
                     *           "description": "Also mapped to 21 CFR 211.110 (supporting, alignment 0.65)."
                     *         },
                     *         {
                     *           "section": "Q7 8.3",
                     *           "title": "In-process Sampling and Controls",
                     *           "relationship": "maps_to_same_cfr",
                     *           "description": "Also mapped to 21 CFR 211.110 (direct, alignment 0.88)."
                     *         }
                     *       ],
                     *       "questions_and_answers": [
                     *         {
                     *           "qa_number": "12.4",
                     *           "question": "Is a retrospective approach to validation still acceptable?",
                     *           "answer_excerpt": "Prospective validation is normally expected for processes introduced since the publication of ICH Q7. The concept of retrospective validation remains acceptable as an exception for existing, well established products prior to the implementation of ICH Q7 [ICH Q7, Section 12.44]. If regulatory…",
                     *           "cited_sections": [
                     *             "12.44"
                     *           ],
                     *           "source_id": "ich-guideline:q7-qa",
                     *           "page_reference": "Q&A 12.4"
                     *         }
                     *       ],
                     *       "practical_guidance": {
                     *         "implementation_steps": [],
                     *         "common_deficiencies": [
                     *           "Control procedures to monitor and validate performance (2 of 3 recent citations)",
                     *           "In-process conformity - examination, sample testing (1 of 3 recent citations)"
                     *         ],
                     *         "inspection_focus_areas": [
                     *           "21 CFR 211.110: 3 citation(s) in the 483 data",
                     *           "observation category Process Controls (3)",
                     *           "observation category Process Validation (2)"
                     *         ],
                     *         "basis": "Form 483 observations cited under 21 CFR 211.110 (the CFR sections this section maps to)."
                     *       },
                     *       "evidence_sources": [
                     *         {
                     *           "source_type": "ich_guidelines",
                     *           "source_id": "Q7-12.4",
                     *           "retrieval_method": "direct_lookup",
                     *           "confidence": 1,
                     *           "publication_date": "2000-11-10",
                     *           "authority": "ICH",
                     *           "verified": true
                     *         },
                     *         {
                     *           "source_type": "cfr_mapping",
                     *           "source_id": "21-CFR-211.110",
                     *           "retrieval_method": "cross_reference_mapping",
                     *           "confidence": 0.68,
                     *           "verified": true
                     *         },
                     *         {
                     *           "source_type": "ich_guidelines",
                     *           "source_id": "ich-guideline:q7-qa",
                     *           "retrieval_method": "cross_reference_mapping",
                     *           "confidence": 1,
                     *           "sections_retrieved": 1,
                     *           "publication_date": "2015-06-10",
                     *           "authority": "ICH",
                     *           "page_reference": "Q&A 12.4",
                     *           "verified": true
                     *         }
                     *       ],
                     *       "evidence_chain": {
                     *         "chain_integrity": "verified",
                     *         "evidence_coverage": 1,
                     *         "provenance_complete": true,
                     *         "sources_verified": 4,
                     *         "last_verification_date": "2026-11-28"
                     *       },
                     *       "response_metadata": {
                     *         "processing_timestamp": "2026-11-28T09:39:15.900Z",
                     *         "resolver_version": "kg-resolver 1.0",
                     *         "function_request_id": "req_1b0a011b7735443da59914264caadc2d",
                     *         "processing_time_ms": 131,
                     *         "total_sources_consulted": 4,
                     *         "ich_database_version": "ICH Q7",
                     *         "cache_status": "miss"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["KgIchSectionResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgGetIchSectionAlias: {
        parameters: {
            query?: {
                /** @description Subsections (or, in Q7, numbered paragraphs) (default true). */
                include_subsections?: string;
                /** @description Curated CFR cross-references (default true). */
                include_cfr_mappings?: string;
                /** @description The parent section’s title and text (default false). */
                include_context?: string;
            };
            header?: never;
            path: {
                /** @description Q7, Q9 or Q10. */
                guideline: string;
                /** @description `X.Y` or a top-level `X` (Q9 annexes: `I.5`); a trailing zero is dropped (`12.40` → `12.4`). */
                section: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KgIchSectionResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgGetAnalyticsTrends: {
        parameters: {
            query?: {
                /** @description 30d, 90d, 1y (default), 3y or 5y. */
                time_period?: string;
                /** @description drug, food, device, api or all (default). */
                product_type?: string;
                /** @description manufacturing, laboratory, packaging, warehouse or all (default). */
                facility_type?: string;
                /** @description citations, event_types, regulations or all (default). */
                trend_type?: string;
                /** @description Rows per block, 1–100 (default 25). */
                limit?: string;
                /** @description true for next-quarter forecasts (Enterprise; other plans get `enabled: false`). */
                include_forecasts?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "analysis_period": {
                     *         "start_date": "2020-12-14",
                     *         "end_date": "2025-12-12",
                     *         "duration_days": 1825,
                     *         "total_observations_analyzed": 11,
                     *         "total_facilities_inspected": 23452,
                     *         "previous_start_date": "2015-12-16",
                     *         "previous_end_date": "2020-12-13",
                     *         "end_date_basis": "latest citation date in the data (SPEC-DECISIONS 20)",
                     *         "filters_applied": {
                     *           "time_period": "5y",
                     *           "product_type": "all",
                     *           "facility_type": "all",
                     *           "trend_type": "all",
                     *           "limit": 3
                     *         }
                     *       },
                     *       "trending_citations": [
                     *         {
                     *           "rank": 1,
                     *           "cfr_section": "21 CFR 211.192",
                     *           "title": "Investigations of discrepancies, failures",
                     *           "citation_count": 2,
                     *           "percentage_of_total": 18.2,
                     *           "trend": "decreasing",
                     *           "trend_percentage": "-90.0%",
                     *           "previous_period_rank": 3,
                     *           "rank_change": "+2",
                     *           "common_deficiency_patterns": [
                     *             "Investigations of discrepancies, failures"
                     *           ],
                     *           "affected_facility_types": []
                     *         },
                     *         {
                     *           "rank": 2,
                     *           "cfr_section": "21 CFR 211.67",
                     *           "title": "Cleaning / Sanitizing / Maintenance",
                     *           "citation_count": 2,
                     *           "percentage_of_total": 18.2,
                     *           "trend": "decreasing",
                     *           "trend_percentage": "-80.0%",
                     *           "previous_period_rank": 11,
                     *           "rank_change": "+9",
                     *           "common_deficiency_patterns": [
                     *             "Cleaning / Sanitizing / Maintenance",
                     *             "Written procedures not established/followed"
                     *           ],
                     *           "affected_facility_types": []
                     *         },
                     *         {
                     *           "rank": 3,
                     *           "cfr_section": "21 CFR 211.110",
                     *           "title": "Control procedures to monitor and validate performance",
                     *           "citation_count": 1,
                     *           "percentage_of_total": 9.1,
                     *           "trend": "decreasing",
                     *           "trend_percentage": "-50.0%",
                     *           "previous_period_rank": 18,
                     *           "rank_change": "+15",
                     *           "common_deficiency_patterns": [
                     *             "Control procedures to monitor and validate performance"
                     *           ],
                     *           "affected_facility_types": []
                     *         }
                     *       ],
                     *       "trending_event_types": [
                     *         {
                     *           "rank": 1,
                     *           "event_type": "operator_training_gap",
                     *           "category": "personnel",
                     *           "occurrence_count": 1,
                     *           "percentage_of_total": 50,
                     *           "trend": "decreasing",
                     *           "trend_percentage": "-87.5%",
                     *           "most_cited_cfr": [
                     *             "21 CFR 211.25"
                     *           ],
                     *           "severity_distribution": {
                     *             "critical": 0,
                     *             "major": 1,
                     *             "minor": 0
                     *           }
                     *         },
                     *         {
                     *           "rank": 2,
                     *           "event_type": "quality_unit_failure",
                     *           "category": "quality_systems",
                     *           "occurrence_count": 1,
                     *           "percentage_of_total": 50,
                     *           "trend": "decreasing",
                     *           "trend_percentage": "-90.0%",
                     *           "most_cited_cfr": [
                     *             "21 CFR 211.22"
                     *           ],
                     *           "severity_distribution": {
                     *             "critical": 1,
                     *             "major": 0,
                     *             "minor": 0
                     *           }
                     *         }
                     *       ],
                     *       "regulation_focus_areas": [
                     *         {
                     *           "cfr_part": "21 CFR 211 Subpart J — Records and Reports",
                     *           "citation_count": 3,
                     *           "percentage_of_total": 27.3,
                     *           "trend": "decreasing",
                     *           "trend_percentage": "-89.7%",
                     *           "top_sections": [
                     *             "21 CFR 211.192",
                     *             "21 CFR 211.198"
                     *           ]
                     *         },
                     *         {
                     *           "cfr_part": "21 CFR 211 Subpart B — Organization and Personnel",
                     *           "citation_count": 2,
                     *           "percentage_of_total": 18.2,
                     *           "trend": "decreasing",
                     *           "trend_percentage": "-90.9%",
                     *           "top_sections": [
                     *             "21 CFR 211.22",
                     *             "21 CFR 211.25"
                     *           ]
                     *         },
                     *         {
                     *           "cfr_part": "21 CFR 211 Subpart D — Equipment",
                     *           "citation_count": 2,
                     *           "percentage_of_total": 18.2,
                     *           "trend": "decreasing",
                     *           "trend_percentage": "-90.5%",
                     *           "top_sections": [
                     *             "21 CFR 211.67"
                     *           ]
                     *         }
                     *       ],
                     *       "geographic_trends": [
                     *         {
                     *           "region": "TN",
                     *           "inspection_count": 33,
                     *           "observation_count": 6,
                     *           "avg_observations_per_inspection": 0.18,
                     *           "top_citation": "21 CFR 211.192"
                     *         },
                     *         {
                     *           "region": "India",
                     *           "inspection_count": 991,
                     *           "observation_count": 5,
                     *           "avg_observations_per_inspection": 0.01,
                     *           "top_citation": "21 CFR 211.110"
                     *         },
                     *         {
                     *           "region": "United States",
                     *           "inspection_count": 21645,
                     *           "observation_count": 0,
                     *           "avg_observations_per_inspection": 0,
                     *           "top_citation": null
                     *         }
                     *       ],
                     *       "severity_trends": {
                     *         "critical": {
                     *           "count": 1,
                     *           "percentage": 50,
                     *           "trend": "decreasing",
                     *           "trend_percentage": "-90.0%",
                     *           "most_common_types": [
                     *             "quality_unit_failure"
                     *           ]
                     *         },
                     *         "major": {
                     *           "count": 1,
                     *           "percentage": 50,
                     *           "trend": "decreasing",
                     *           "trend_percentage": "-95.2%",
                     *           "most_common_types": [
                     *             "operator_training_gap"
                     *           ]
                     *         },
                     *         "minor": {
                     *           "count": 0,
                     *           "percentage": 0,
                     *           "trend": "stable",
                     *           "trend_percentage": "0.0%",
                     *           "most_common_types": []
                     *         }
                     *       },
                     *       "predictive_forecasts": {
                     *         "enabled": false,
                     *         "next_quarter_predictions": null
                     *       },
                     *       "evidence_sources": [
                     *         {
                     *           "source_type": "fda_483_database",
                     *           "source_id": "kg_trends:5y:all",
                     *           "retrieval_method": "aggregation",
                     *           "confidence": 1,
                     *           "total_records": 11,
                     *           "data_period": "2020-12-14/2025-12-12",
                     *           "verified": true
                     *         }
                     *       ],
                     *       "evidence_chain": {
                     *         "chain_integrity": "verified",
                     *         "evidence_coverage": 1,
                     *         "provenance_complete": true,
                     *         "sources_verified": 1,
                     *         "last_verification_date": "2026-11-28"
                     *       },
                     *       "response_metadata": {
                     *         "processing_timestamp": "2026-11-28T09:39:16.054Z",
                     *         "resolver_version": "kg-resolver 1.0",
                     *         "function_request_id": "req_da134e5e16ff400baacba77bcdf3458a",
                     *         "processing_time_ms": 7,
                     *         "total_sources_consulted": 1,
                     *         "analytics_version": "1.0",
                     *         "cache_status": "miss"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["KgTrendsResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgGetAnalyticsTrendsAlias: {
        parameters: {
            query?: {
                /** @description 30d, 90d, 1y (default), 3y or 5y. */
                time_period?: string;
                /** @description drug, food, device, api or all (default). */
                product_type?: string;
                /** @description manufacturing, laboratory, packaging, warehouse or all (default). */
                facility_type?: string;
                /** @description citations, event_types, regulations or all (default). */
                trend_type?: string;
                /** @description Rows per block, 1–100 (default 25). */
                limit?: string;
                /** @description true for next-quarter forecasts (Enterprise; other plans get `enabled: false`). */
                include_forecasts?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KgTrendsResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgGetEnforcementTimeline: {
        parameters: {
            query?: {
                /** @description Facilities to include, most cited under the section first (1–100, default 25). */
                limit?: string;
            };
            header?: never;
            path: {
                /** @description `21-CFR-211.56`, `21CFR211.56` or `211.56` (Title 21 assumed). */
                cfr: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cfr_section": "21 CFR 211.192",
                     *       "title": "Production record review",
                     *       "facilities": [
                     *         {
                     *           "fei_number": "1925262",
                     *           "facility_name": "Hospira Inc",
                     *           "state": "KS",
                     *           "country": "United States",
                     *           "citations_under_section": 2,
                     *           "oai_inspections": 2,
                     *           "warning_letters": 1,
                     *           "injunctions": 0,
                     *           "consent_decrees": 0
                     *         },
                     *         {
                     *           "fei_number": "1450022",
                     *           "facility_name": "Fresenius Kabi USA LLC",
                     *           "state": "IL",
                     *           "country": "United States",
                     *           "citations_under_section": 1,
                     *           "oai_inspections": 2,
                     *           "warning_letters": 0,
                     *           "injunctions": 0,
                     *           "consent_decrees": 0
                     *         },
                     *         {
                     *           "fei_number": "3002889358",
                     *           "facility_name": "ImClone Systems, LLC",
                     *           "state": "NJ",
                     *           "country": "United States",
                     *           "citations_under_section": 1,
                     *           "oai_inspections": 2,
                     *           "warning_letters": 0,
                     *           "injunctions": 0,
                     *           "consent_decrees": 0
                     *         }
                     *       ],
                     *       "timeline": [
                     *         {
                     *           "date": "2022-06-30",
                     *           "event": "oai_inspection",
                     *           "fei_number": "1450022",
                     *           "facility_name": "Fresenius Kabi USA LLC",
                     *           "detail": "Inspection classified OAI (Drugs)",
                     *           "source_id": "1174894"
                     *         },
                     *         {
                     *           "date": "2020-08-21",
                     *           "event": "citation",
                     *           "fei_number": "3002889358",
                     *           "facility_name": "ImClone Systems, LLC",
                     *           "detail": "21 CFR 211.192: Investigations of discrepancies, failures",
                     *           "source_id": "483-3002889358-20200821-1"
                     *         },
                     *         {
                     *           "date": "2020-08-21",
                     *           "event": "oai_inspection",
                     *           "fei_number": "3002889358",
                     *           "facility_name": "ImClone Systems, LLC",
                     *           "detail": "Inspection classified OAI (Drugs)",
                     *           "source_id": "1128945"
                     *         }
                     *       ],
                     *       "summary": {
                     *         "facilities_cited": 21,
                     *         "citations": 4,
                     *         "oai_inspections": 6,
                     *         "warning_letters": 1,
                     *         "injunctions": 0,
                     *         "consent_decrees": 0,
                     *         "first_date": "2016-06-08",
                     *         "last_date": "2022-06-30"
                     *       },
                     *       "total": 21,
                     *       "limit": 3,
                     *       "evidence_sources": [
                     *         {
                     *           "source_type": "cfr_regulations",
                     *           "source_id": "21-CFR-211.192",
                     *           "retrieval_method": "direct_lookup",
                     *           "confidence": 1,
                     *           "verified": true
                     *         },
                     *         {
                     *           "source_type": "fda_483_database",
                     *           "source_id": "facilities:cfr_sections=21-CFR-211.192",
                     *           "retrieval_method": "aggregation",
                     *           "confidence": 1,
                     *           "total_records": 21,
                     *           "verified": true
                     *         }
                     *       ],
                     *       "evidence_chain": {
                     *         "chain_integrity": "verified",
                     *         "evidence_coverage": 1,
                     *         "provenance_complete": true,
                     *         "sources_verified": 2,
                     *         "last_verification_date": "2026-11-28"
                     *       },
                     *       "response_metadata": {
                     *         "processing_timestamp": "2026-11-28T09:39:16.141Z",
                     *         "resolver_version": "kg-resolver 1.0",
                     *         "function_request_id": "req_a05c0b048f904a75a1f83c79c7eac6ce",
                     *         "processing_time_ms": 33,
                     *         "total_sources_consulted": 2,
                     *         "cfr_database_version": "eCFR Title 21"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["KgEnforcementTimelineResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    kgGetTaxonomy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "taxonomy_version": "v3.0",
                     *       "total_event_types": 39,
                     *       "categories": [
                     *         {
                     *           "category": "environmental_controls",
                     *           "event_types": [
                     *             "pest_control",
                     *             "temperature_excursion",
                     *             "environmental_monitoring_excursion"
                     *           ]
                     *         },
                     *         {
                     *           "category": "documentation",
                     *           "event_types": [
                     *             "data_integrity_failure",
                     *             "batch_record_incomplete",
                     *             "sop_deviation"
                     *           ]
                     *         },
                     *         {
                     *           "category": "equipment",
                     *           "event_types": [
                     *             "equipment_not_calibrated",
                     *             "equipment_maintenance",
                     *             "equipment_cleaning"
                     *           ]
                     *         }
                     *       ],
                     *       "event_types": [
                     *         {
                     *           "id": "pest_control",
                     *           "name": "Pest control",
                     *           "category": "environmental_controls",
                     *           "severity": "major",
                     *           "description": "Evidence of rodents, insects, birds or other vermin in or near production, storage or laboratory areas, or a pest control programme that is missing, not followed or not documented.",
                     *           "keywords": [
                     *             "pest",
                     *             "pests",
                     *             "rodent"
                     *           ],
                     *           "cfr_sections": {
                     *             "drug": [
                     *               {
                     *                 "section": "21 CFR 211.56",
                     *                 "relevance": "direct",
                     *                 "note": "211.56(a) buildings free of infestation by rodents, birds, insects and other vermin; 211.56(c) rodenticides and insecticides"
                     *               }
                     *             ],
                     *             "food": [
                     *               {
                     *                 "section": "21 CFR 117.35",
                     *                 "relevance": "direct",
                     *                 "note": "117.35(c) pest control"
                     *               },
                     *               {
                     *                 "section": "21 CFR 117.20",
                     *                 "relevance": "indirect",
                     *                 "note": "grounds kept to prevent pest attraction and harborage"
                     *               }
                     *             ],
                     *             "device": [
                     *               {
                     *                 "section": "21 CFR 820.10",
                     *                 "relevance": "indirect",
                     *                 "note": "ISO 13485:2016 clause 6.4 (work environment and contamination control), required through 820.10(a)"
                     *               },
                     *               {
                     *                 "section": "21 CFR 820.70 (QSR)",
                     *                 "relevance": "indirect",
                     *                 "note": "QSR text in force until 2 February 2026, cited by 483s issued before then; 820.70(e) contamination control"
                     *               }
                     *             ],
                     *             "api": [
                     *               {
                     *                 "section": "21 CFR 211.56",
                     *                 "relevance": "indirect",
                     *                 "note": "Part 211 governs finished pharmaceuticals; APIs are held to CGMP under FD&C Act 501(a)(2)(B) with ICH Q7 as FDA guidance, so this section applies by analogy"
                     *               }
                     *             ],
                     *             "supplement": [
                     *               {
                     *                 "section": "21 CFR 111.15",
                     *                 "relevance": "direct",
                     *                 "note": "sanitation of the physical plant, including pest control"
                     *               }
                     *             ]
                     *           },
                     *           "ich_references": [
                     *             {
                     *               "section": "ICH Q7 4.7",
                     *               "relevance": "direct"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "temperature_excursion",
                     *           "name": "Temperature excursion",
                     *           "category": "environmental_controls",
                     *           "severity": "major",
                     *           "description": "Storage, transport or process temperature (or humidity) outside its specified range, including cold-chain breaks, failed storage-area mapping and excursions not evaluated for product impact.",
                     *           "keywords": [
                     *             "temperature excursion",
                     *             "out of range temperature",
                     *             "cold chain"
                     *           ],
                     *           "cfr_sections": {
                     *             "drug": [
                     *               {
                     *                 "section": "21 CFR 211.142",
                     *                 "relevance": "direct",
                     *                 "note": "211.142(b) storage under appropriate conditions of temperature, humidity and light"
                     *               },
                     *               {
                     *                 "section": "21 CFR 211.46",
                     *                 "relevance": "indirect",
                     *                 "note": "equipment for adequate control of temperature and humidity"
                     *               },
                     *               {
                     *                 "section": "21 CFR 211.166",
                     *                 "relevance": "indirect",
                     *                 "note": "storage conditions of the stability programme support the labelled conditions"
                     *               }
                     *             ],
                     *             "food": [
                     *               {
                     *                 "section": "21 CFR 117.93",
                     *                 "relevance": "direct",
                     *                 "note": "storage and transport under conditions that protect against deterioration"
                     *               },
                     *               {
                     *                 "section": "21 CFR 117.80",
                     *                 "relevance": "direct",
                     *                 "note": "monitoring of time and temperature in processes and controls"
                     *               }
                     *             ],
                     *             "device": [
                     *               {
                     *                 "section": "21 CFR 820.10",
                     *                 "relevance": "direct",
                     *                 "note": "ISO 13485:2016 clause 7.5.11 (preservation of product), required through 820.10(a)"
                     *               },
                     *               {
                     *                 "section": "21 CFR 820.150 (QSR)",
                     *                 "relevance": "direct",
                     *                 "note": "QSR text in force until 2 February 2026, cited by 483s issued before then"
                     *               }
                     *             ],
                     *             "api": [
                     *               {
                     *                 "section": "21 CFR 211.142",
                     *                 "relevance": "indirect",
                     *                 "note": "Part 211 governs finished pharmaceuticals; APIs are held to CGMP under FD&C Act 501(a)(2)(B) with ICH Q7 as FDA guidance, so this section applies by analogy"
                     *               }
                     *             ],
                     *             "supplement": [
                     *               {
                     *                 "section": "21 CFR 111.455",
                     *                 "relevance": "direct",
                     *                 "note": "111.455(a) holding under appropriate conditions of temperature, humidity and light"
                     *               }
                     *             ]
                     *           },
                     *           "ich_references": [
                     *             {
                     *               "section": "ICH Q7 7.4",
                     *               "relevance": "direct"
                     *             },
                     *             {
                     *               "section": "ICH Q7 10.1",
                     *               "relevance": "direct"
                     *             },
                     *             {
                     *               "section": "ICH Q9 II.5",
                     *               "relevance": "indirect"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "environmental_monitoring_excursion",
                     *           "name": "Environmental monitoring excursion",
                     *           "category": "environmental_controls",
                     *           "severity": "major",
                     *           "description": "Viable or non-viable environmental monitoring results above alert or action limits in classified or controlled areas, pressure-differential failures, or excursions not investigated or trended.",
                     *           "keywords": [
                     *             "environmental monitoring",
                     *             "action limit",
                     *             "alert limit"
                     *           ],
                     *           "cfr_sections": {
                     *             "drug": [
                     *               {
                     *                 "section": "21 CFR 211.42",
                     *                 "relevance": "direct",
                     *                 "note": "211.42(c)(10)(iv) system for monitoring environmental conditions in aseptic processing areas"
                     *               },
                     *               {
                     *                 "section": "21 CFR 211.113",
                     *                 "relevance": "direct",
                     *                 "note": "211.113(b) procedures to prevent microbiological contamination of sterile products"
                     *               },
                     *               {
                     *                 "section": "21 CFR 211.46",
                     *                 "relevance": "indirect",
                     *                 "note": "air filtration and pressure control"
                     *               }
                     *             ],
                     *             "food": [
                     *               {
                     *                 "section": "21 CFR 117.165",
                     *                 "relevance": "direct",
                     *                 "note": "environmental monitoring as verification where a pathogen is a hazard requiring a sanitation control"
                     *               }
                     *             ],
                     *             "device": [
                     *               {
                     *                 "section": "21 CFR 820.10",
                     *                 "relevance": "direct",
                     *                 "note": "ISO 13485:2016 clause 6.4.2 (contamination control), required through 820.10(a)"
                     *               },
                     *               {
                     *                 "section": "21 CFR 820.70 (QSR)",
                     *                 "relevance": "direct",
                     *                 "note": "QSR text in force until 2 February 2026, cited by 483s issued before then; 820.70(c) environmental control"
                     *               }
                     *             ],
                     *             "api": [
                     *               {
                     *                 "section": "21 CFR 211.42",
                     *                 "relevance": "indirect",
                     *                 "note": "Part 211 governs finished pharmaceuticals; APIs are held to CGMP under FD&C Act 501(a)(2)(B) with ICH Q7 as FDA guidance, so this section applies by analogy"
                     *               }
                     *             ]
                     *           },
                     *           "ich_references": [
                     *             {
                     *               "section": "ICH Q9 II.4",
                     *               "relevance": "indirect"
                     *             },
                     *             {
                     *               "section": "ICH Q10 3.2.1",
                     *               "relevance": "indirect"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "aliases": [
                     *         {
                     *           "alias": "materials_handling",
                     *           "canonical": "supplier_qualification_gap",
                     *           "rationale": "Receipt, quarantine, testing and release of components (21 CFR 211.80-211.89, ICH Q7 7) sits with incoming-material control; v3.0 has no separate materials type."
                     *         },
                     *         {
                     *           "alias": "equipment_calibration",
                     *           "canonical": "equipment_not_calibrated",
                     *           "rationale": "Same concept under the earlier name."
                     *         },
                     *         {
                     *           "alias": "contamination",
                     *           "canonical": "cross_contamination",
                     *           "rationale": "Generic contamination of product in manufacturing; microbial findings in the laboratory map to microbial_contamination when the text says so."
                     *         }
                     *       ],
                     *       "evidence_sources": [
                     *         {
                     *           "source_type": "event_taxonomy",
                     *           "source_id": "v3.0",
                     *           "retrieval_method": "direct_lookup",
                     *           "confidence": 1,
                     *           "total_records": 39,
                     *           "verified": true
                     *         }
                     *       ],
                     *       "evidence_chain": {
                     *         "chain_integrity": "verified",
                     *         "evidence_coverage": 1,
                     *         "provenance_complete": true,
                     *         "sources_verified": 1,
                     *         "last_verification_date": "2026-11-28"
                     *       },
                     *       "response_metadata": {
                     *         "processing_timestamp": "2026-11-28T09:39:16.157Z",
                     *         "resolver_version": "kg-resolver 1.0",
                     *         "function_request_id": "req_697f0d050887452da9f4401a1a231928",
                     *         "processing_time_ms": 3,
                     *         "total_sources_consulted": 1,
                     *         "taxonomy_version": "v3.0"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["KgTaxonomyResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listWatchlist: {
        parameters: {
            query?: {
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["WatchlistEntry"][];
                        total: number;
                        offset: number;
                        limit: number;
                        query_metadata: components["schemas"]["QueryMetadata"];
                    };
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    createWatchlistEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description FDA Facility Establishment Identifier of the facility to watch (digits; leading zeros ignored). */
                    fei_number?: string | number;
                    /** @description Reference name; defaults to the firm name in our data, if any. */
                    legal_name?: string | null;
                    /** @description HTTPS endpoint for alerts, signed per Standard Webhooks; must resolve to a public address. */
                    webhook_url?: string | null;
                    /** @description Alert types to receive (default all): new_citation, classification_change, risk_score_change. */
                    alert_on?: string[];
                    /** @description Overview body: FEIs to watch, one entry each. */
                    facilities?: (string | number)[];
                    /**
                     * @description Overview body: classification changes alert only when the new classification is at least this (NAI < VAI < OAI).
                     * @enum {string}
                     */
                    alert_threshold?: "NAI" | "VAI" | "OAI";
                    /** @description Address that also receives each alert by e-mail. */
                    notification_email?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWatchlistEntry"] | {
                        results: components["schemas"]["CreatedWatchlistEntry"][];
                    };
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Conflict. `CONFLICT`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Payload Too Large. `PAYLOAD_TOO_LARGE` (body over 1 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    deleteWatchlistEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s `watchlist_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                        watchlist_id: string;
                    };
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listWatchlistEntryAlerts: {
        parameters: {
            query?: {
                /** @description Only alerts of this type. */
                type?: "new_citation" | "classification_change" | "risk_score_change";
                /** @description Only alerts that occurred at or after this time. */
                since?: string;
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path: {
                /** @description The entry’s `watchlist_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Alert"][];
                        total: number;
                        offset: number;
                        limit: number;
                        query_metadata: components["schemas"]["QueryMetadata"];
                    };
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listWatchlistEntryDeliveries: {
        parameters: {
            query?: {
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path: {
                /** @description The entry’s `watchlist_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["DeliveryAttempt"][];
                        total: number;
                        offset: number;
                        limit: number;
                        query_metadata: components["schemas"]["QueryMetadata"];
                    };
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    rotateWatchlistEntrySecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s `watchlist_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        watchlist_id: string;
                        /** @description The new signing secret; shown only in this response. */
                        webhook_secret: string;
                        /** @description Until then deliveries carry a signature with the old secret too. */
                        previous_secret_expires_at: string;
                    };
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Conflict. `CONFLICT`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    testWatchlistEntryWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s `watchlist_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        watchlist_id: string;
                        /** @description The test event’s `webhook-id`. */
                        event_id: string;
                        delivered: boolean;
                        /** @enum {string} */
                        outcome: "delivered" | "gone" | "failed" | "timeout" | "refused";
                        status_code: number | null;
                        latency_ms: number;
                        error: string | null;
                        /** @enum {string} */
                        webhook_status: "active" | "disabled";
                    };
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Conflict. `CONFLICT`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listAlerts: {
        parameters: {
            query?: {
                /** @description Only alerts of this type. */
                type?: "new_citation" | "classification_change" | "risk_score_change";
                /** @description Only alerts of this facility. */
                fei_number?: string | number;
                /** @description Only alerts that occurred at or after this time. */
                since?: string;
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Alert"][];
                        total: number;
                        offset: number;
                        limit: number;
                        query_metadata: components["schemas"]["QueryMetadata"];
                    };
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    redeliverAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The alert’s `alert_id` (also the webhook’s `webhook-id`). */
                alert_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alert_id: string;
                        watchlist_id: string;
                        delivery: components["schemas"]["AlertDelivery"];
                    };
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Conflict. `CONFLICT`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorA"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    semanticSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SemanticSearchRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "query": "How should a sponsor establish and operate a data monitoring committee?",
                     *       "results": [
                     *         {
                     *           "rule_id": "fda-guidance:establishment-and-operation-of-clinical-trial-data-monitoring-committees",
                     *           "title": "Establishment and Operation of Clinical Trial Data Monitoring Committees: Guidance for Clinical Trial Sponsors",
                     *           "source": "fda",
                     *           "similarity_score": 0.834,
                     *           "effective_date": "2006-03-01"
                     *         },
                     *         {
                     *           "rule_id": "fda-guidance:exception-from-informed-consent-requirements-for-emergency-research",
                     *           "title": "Exception from Informed Consent Requirements for Emergency Research: Guidance for Institutional Review Boards, Clinical Investigators, and Sponsors",
                     *           "source": "fda",
                     *           "similarity_score": 0.601,
                     *           "effective_date": "2011-03-01"
                     *         },
                     *         {
                     *           "rule_id": "fda-guidance:a-risk-based-approach-to-monitoring-of-clinical-investigations-questions-and-answers",
                     *           "title": "A Risk-Based Approach to Monitoring of Clinical Investigations Questions and Answers: Guidance for Industry",
                     *           "source": "fda",
                     *           "similarity_score": 0.505,
                     *           "effective_date": "2023-04-01"
                     *         }
                     *       ],
                     *       "query_metadata": {
                     *         "execution_time_ms": 1051,
                     *         "embedding_model": "all-MiniLM-L6-v2:q4:max256",
                     *         "indexes_searched": [
                     *           "rules"
                     *         ],
                     *         "total_results": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SemanticSearchResponseA"] | components["schemas"]["SemanticSearchResponseB"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Payload Too Large. `PAYLOAD_TOO_LARGE` (body over 1 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    searchRulesGet: {
        parameters: {
            query: {
                /** @description Natural-language question. */
                q: string;
                /** @description Comma-separated source ids; default all. */
                sources?: string;
                /** @description Results to return (default 10, max 50). */
                limit?: string;
                /** @description Least relevance_score returned (default 0.5). */
                threshold?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "query": "risk-based monitoring of clinical investigations",
                     *       "total_results": 3,
                     *       "results": [
                     *         {
                     *           "rule_id": "fda-guidance:oversight-of-clinical-investigations-a-risk-based-approach-to-monitoring",
                     *           "title": "Oversight of Clinical Investigations — A Risk-Based Approach to Monitoring: Guidance for Industry",
                     *           "source": "fda",
                     *           "source_document": "FDA-2011-D-0597",
                     *           "content": "The following sections reflect FDA’s current thinking on monitoring and include recommendations on how to develop and implement a study-specific monitoring plan as well as how to document monitoring activities. FDA acknowledges that there are limited empirical data to support the utility of the various methods employed to monitor clinical investigations (e.g., superiority of one method versus another), including data to support on-site monitoring.26 As a result, the recommendations are based, in part, on FDA’s experience from the review of protocols during the IND or IDE phase, data submitted in pre-approval applications, results of inspections conducted to ensure human subject protection and data integrity, and information obtained from public outreach efforts conducted under the auspices of the CTTI.",
                     *           "relevance_score": 0.867,
                     *           "metadata": {
                     *             "effective_date": "2013-08-01",
                     *             "document_type": "guidance",
                     *             "therapeutic_area": null
                     *           }
                     *         },
                     *         {
                     *           "rule_id": "fda-guidance:a-risk-based-approach-to-monitoring-of-clinical-investigations-questions-and-answers",
                     *           "title": "A Risk-Based Approach to Monitoring of Clinical Investigations Questions and Answers: Guidance for Industry",
                     *           "source": "fda",
                     *           "source_document": "FDA-2019-D-0362",
                     *           "content": "12 See the guidance for industry Electronic Source Data in Clinical Investigations (September 2013) and the revised draft guidance for industry Electronic Systems, Electronic Records, and Electronic Signatures in Clinical Investigations: Questions and Answers (March 2023). When final, this guidance will represent FDA’s current thinking on this topic. • Stage of the study (e.g., for a complex study, more intensive and on-site monitoring might be warranted early, but once procedures are established, less intensive monitoring might suffice) • Quantity, extent, complexity, and criticality of data to be collected When developing the monitoring plan, sponsors should determine the types and intensity of monitoring activities best suited to address the identified risks while also facilitating identification of unanticipated risks. When suitable, statistical and analytical methods to monitor…",
                     *           "relevance_score": 0.863,
                     *           "metadata": {
                     *             "effective_date": "2023-04-01",
                     *             "document_type": "guidance",
                     *             "therapeutic_area": null
                     *           }
                     *         },
                     *         {
                     *           "rule_id": "fda-guidance:digital-health-technologies-for-remote-data-acquisition-in-clinical-investigations",
                     *           "title": "Digital Health Technologies for Remote Data Acquisition in Clinical Investigations",
                     *           "source": "fda",
                     *           "source_document": "FDA-2021-D-1128",
                     *           "content": "− FDA generally does not expect investigators to monitor DHT data continuously, but there may be circumstances where this is clinically necessary. The safety monitoring plan should indicate how frequently investigators will review continuous data, if applicable. − The plan should indicate under what circumstances and how trial participants will be informed of abnormal findings detected by the DHT (e.g., critical abnormality alerts). The plan should describe how participants and trial personnel should respond to these findings. 72 Sponsors should consider the risk management plan when developing a monitoring plan for the clinical investigation. See the guidance for industry A Risk-Based Approach to Monitoring of Clinical Investigations Questions and Answers (April 2023). − As in any trial, the plan should describe what action participants should take in case of any concerning sign,…",
                     *           "relevance_score": 0.695,
                     *           "metadata": {
                     *             "effective_date": "2023-12-01",
                     *             "document_type": "guidance",
                     *             "therapeutic_area": null
                     *           }
                     *         }
                     *       ],
                     *       "processing_time_ms": 370
                     *     }
                     */
                    "application/json": components["schemas"]["SemanticSearchResponseB"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listRules: {
        parameters: {
            query?: {
                /** @description Source id or comma-separated ids (fda also lists fda-oncology). */
                source?: string;
                /** @description e.g. guidance, MDCG guidance, EPAR. */
                document_type?: string;
                /** @description e.g. Oncology. */
                therapeutic_area?: string;
                /** @description Documents that took effect on or after this date. */
                effective_after?: string;
                /** @description Documents that took effect on or before this date. */
                effective_before?: string;
                /** @description Search text: with it the list is ranked by relevance (hybrid search) instead of newest first. */
                q?: string;
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "rule_id": "fda-guidance:computer-software-assurance-for-production-and-quality-management-system-software",
                     *           "title": "Computer Software Assurance for Production and Quality Management System Software: Guidance for Industry and Food and Drug Administration Staff",
                     *           "source": "fda",
                     *           "publisher": "U.S. Food and Drug Administration",
                     *           "document_type": "guidance",
                     *           "reference": "FDA-2022-D-0795",
                     *           "status": "final",
                     *           "issue_date": "2026-02-03",
                     *           "issue_month": "2026-02",
                     *           "effective_date": "2026-02-03",
                     *           "therapeutic_area": null,
                     *           "url": null
                     *         },
                     *         {
                     *           "rule_id": "fda-guidance:cybersecurity-in-medical-devices-quality-management-system-considerations-and-content-of-premarket-submissions",
                     *           "title": "Cybersecurity in Medical Devices: Quality Management System Considerations and Content of Premarket Submissions: Guidance for Industry and Food and Drug Administration Staff",
                     *           "source": "fda",
                     *           "publisher": "U.S. Food and Drug Administration",
                     *           "document_type": "guidance",
                     *           "reference": "FDA-2021-D-1158",
                     *           "status": "final",
                     *           "issue_date": "2026-02-03",
                     *           "issue_month": "2026-02",
                     *           "effective_date": "2026-02-03",
                     *           "therapeutic_area": null,
                     *           "url": null
                     *         },
                     *         {
                     *           "rule_id": "fda-guidance:clinical-decision-support-software",
                     *           "title": "Clinical Decision Support Software: Guidance for Industry and Food and Drug Administration Staff",
                     *           "source": "fda",
                     *           "publisher": "U.S. Food and Drug Administration",
                     *           "document_type": "guidance",
                     *           "reference": "FDA-2017-D-6569",
                     *           "status": "final",
                     *           "issue_date": "2026-01-29",
                     *           "issue_month": "2026-01",
                     *           "effective_date": "2026-01-29",
                     *           "therapeutic_area": null,
                     *           "url": null
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 3,
                     *         "offset": 0,
                     *         "total": 495,
                     *         "hasMore": true
                     *       },
                     *       "meta": {
                     *         "requestId": "req_4339c2fabc9342dbb9689650c85e7e14",
                     *         "processingTimeMs": 12
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RulesListResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    searchRulesAdvanced: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvancedRuleSearchRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "rule_id": "fda-guidance:part-11-electronic-records-electronic-signatures-scope-and-application",
                     *           "title": "Part 11, Electronic Records; Electronic Signatures - Scope and Application: Guidance for Industry",
                     *           "source": "fda",
                     *           "publisher": "U.S. Food and Drug Administration",
                     *           "document_type": "guidance",
                     *           "reference": "FDA-2003-D-0143",
                     *           "status": "final",
                     *           "issue_date": null,
                     *           "issue_month": "2003-08",
                     *           "effective_date": "2003-08-01",
                     *           "therapeutic_area": null,
                     *           "url": null,
                     *           "content": "quality and safety and record integrity. We suggest that you apply appropriate controls based on such an assessment. Audit trails can be particularly appropriate when users are expected to create, modify, or delete regulated records during normal operation. 3. Legacy Systems7 The Agency intends to exercise enforcement discretion with respect to all part 11 requirements for systems that otherwise were operational prior to August 20, 1997, the effective date of part 11, under the circumstances specified below. This means that the Agency does not intend to take enforcement action to enforce compliance with any part 11 requirements if all the following criteria are met for a specific system: • The system was operational before the effective date. • The system met all applicable predicate rule requirements before the effective date. • The system currently meets all applicable predicate rule…",
                     *           "relevance_score": 0.687
                     *         },
                     *         {
                     *           "rule_id": "fda-guidance:use-of-electronic-health-record-data-in-clinical-investigations",
                     *           "title": "Use of Electronic Health Record Data in Clinical Investigations Guidance for Industry",
                     *           "source": "fda",
                     *           "publisher": "U.S. Food and Drug Administration",
                     *           "document_type": "guidance",
                     *           "reference": "FDA-2016-D-1224",
                     *           "status": "final",
                     *           "issue_date": null,
                     *           "issue_month": "2018-07",
                     *           "effective_date": "2018-07-01",
                     *           "therapeutic_area": null,
                     *           "url": null,
                     *           "content": "GLOSSARY Audit Trail — Documentation that allows reconstruction of the course of events. Certified Copy — A copy (irrespective of the type of media used) of the original record that has been verified (i.e., by a dated signature or by generation through a validated process) to have the same information, including data that describe the context, content, and structure, as the original. Data Element — A single observation associated with a subject in a clinical study. Examples include birth date, white blood cell count, pain severity measure, and other clinical observations made and documented during a study. Data Originator — An origination type associated with each data element that identifies the source of the data element’s capture in the eCRF. This could be a person, a computer system, a device, or an instrument that is authorized to enter, change, or transmit data elements into the…",
                     *           "relevance_score": 0.597
                     *         },
                     *         {
                     *           "rule_id": "fda-guidance:electronic-source-data-in-clinical-investigations",
                     *           "title": "Electronic Source Data in Clinical Investigations: Guidance for Industry",
                     *           "source": "fda",
                     *           "publisher": "U.S. Food and Drug Administration",
                     *           "document_type": "guidance",
                     *           "reference": "FDA-2010-D-0643",
                     *           "status": "final",
                     *           "issue_date": null,
                     *           "issue_month": "2013-09",
                     *           "effective_date": "2013-09-01",
                     *           "therapeutic_area": null,
                     *           "url": null,
                     *           "content": "I. INTRODUCTION This guidance provides recommendations to sponsors, Contract Research Organizations (CROs), clinical investigators, and others involved in the capture, review, and retention of electronic source data in FDA-regulated clinical investigations.2 In an effort to streamline and modernize clinical investigations this guidance promotes capturing source data in electronic form, and it is intended to assist in ensuring the reliability, quality, integrity, and traceability of data from electronic source to electronic regulatory submission. This guidance addresses source data in clinical investigations used to fill the predefined fields in an electronic case report form (eCRF), according to the protocol. The guidance discusses the following topics related to electronic source data:  Identification and specification of authorized source data originators  Creation of data element…",
                     *           "relevance_score": 0.463
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 3,
                     *         "offset": 0,
                     *         "total": 6,
                     *         "hasMore": true
                     *       },
                     *       "meta": {
                     *         "requestId": "req_1115d4abf4cf4e8b866101ec822412d4",
                     *         "processingTimeMs": 876
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdvancedRuleSearchResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Payload Too Large. `PAYLOAD_TOO_LARGE` (body over 1 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    validateProtocol: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidateProtocolRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "validation_id": "val_c56f26b125174a0d8a8bdbd8045efbd9",
                     *       "timestamp": "2026-11-28T09:39:19.174Z",
                     *       "overall_status": "needs_attention",
                     *       "compliance_score": 80,
                     *       "summary": {
                     *         "total_checks": 45,
                     *         "passed": 41,
                     *         "warnings": 4,
                     *         "critical": 0
                     *       },
                     *       "issues": [
                     *         {
                     *           "issue_id": "PV-END-005",
                     *           "severity": "warning",
                     *           "category": "endpoints",
                     *           "title": "Secondary endpoints without definitions",
                     *           "description": "Some secondary endpoints have only a name. Secondary variables, like the primary, must be defined in the protocol before the trial. Found: undefined secondary endpoints: Progression-free survival.",
                     *           "regulatory_reference": {
                     *             "authority": "ICH",
                     *             "document": "ICH E9 Statistical Principles for Clinical Trials",
                     *             "section": "2.2.2"
                     *           },
                     *           "recommendation": "Define every secondary endpoint (measure, timepoint, analysis), or drop those that will not be analysed.",
                     *           "impact": {
                     *             "approval_risk": "low",
                     *             "delay_risk_months": 1
                     *           }
                     *         },
                     *         {
                     *           "issue_id": "PV-SS-005",
                     *           "severity": "warning",
                     *           "category": "sample_size",
                     *           "title": "Assumed effect size not stated",
                     *           "description": "The sample size is not tied to a stated treatment effect; ICH E6(R3) asks for the calculation of power and its clinical justification, which needs the effect assumed. Found: effect_size \"(absent)\" gives no value.",
                     *           "regulatory_reference": {
                     *             "authority": "ICH",
                     *             "document": "ICH E6(R3) Guideline for Good Clinical Practice",
                     *             "section": "B.10.2"
                     *           },
                     *           "recommendation": "State the assumed effect (difference and variability, event rates, or hazard ratio) and the source justifying it.",
                     *           "impact": {
                     *             "approval_risk": "medium",
                     *             "delay_risk_months": 2
                     *           }
                     *         },
                     *         {
                     *           "issue_id": "PV-BC-005",
                     *           "severity": "warning",
                     *           "category": "blinding_control",
                     *           "title": "Placebo alone where effective therapy may exist",
                     *           "description": "In oncology and serious infections, giving placebo instead of available effective therapy can expose participants to serious harm; placebo is acceptable as an add-on to standard therapy. Found: placebo control in Oncology.",
                     *           "regulatory_reference": {
                     *             "authority": "ICH",
                     *             "document": "ICH E10 Choice of Control Group and Related Issues in Clinical Trials",
                     *             "section": "1.3.1"
                     *           },
                     *           "recommendation": "Use an add-on design (placebo plus standard of care) or an active control, and document the ethical justification.",
                     *           "impact": {
                     *             "approval_risk": "high",
                     *             "delay_risk_months": 6
                     *           }
                     *         }
                     *       ],
                     *       "compliance_by_authority": {
                     *         "FDA": {
                     *           "score": 80,
                     *           "status": "needs_attention",
                     *           "key_gaps": [
                     *             "Secondary endpoints without definitions",
                     *             "Assumed effect size not stated",
                     *             "Placebo alone where effective therapy may exist"
                     *           ]
                     *         },
                     *         "EMA": {
                     *           "score": 80,
                     *           "status": "needs_attention",
                     *           "key_gaps": [
                     *             "Secondary endpoints without definitions",
                     *             "Assumed effect size not stated",
                     *             "Placebo alone where effective therapy may exist"
                     *           ]
                     *         }
                     *       },
                     *       "recommendations": [
                     *         {
                     *           "priority": 1,
                     *           "action": "Define every secondary endpoint (measure, timepoint, analysis), or drop those that will not be analysed.",
                     *           "rationale": "Secondary endpoints without definitions (ICH E9 Statistical Principles for Clinical Trials, 2.2.2).",
                     *           "effort": "low"
                     *         },
                     *         {
                     *           "priority": 2,
                     *           "action": "State the assumed effect (difference and variability, event rates, or hazard ratio) and the source justifying it.",
                     *           "rationale": "Assumed effect size not stated (ICH E6(R3) Guideline for Good Clinical Practice, B.10.2).",
                     *           "effort": "low"
                     *         },
                     *         {
                     *           "priority": 3,
                     *           "action": "Use an add-on design (placebo plus standard of care) or an active control, and document the ethical justification.",
                     *           "rationale": "Placebo alone where effective therapy may exist (ICH E10 Choice of Control Group and Related Issues in Clinical Trials, 1.3.1).",
                     *           "effort": "medium"
                     *         }
                     *       ],
                     *       "similar_approved_trials": [
                     *         {
                     *           "trial_id": "NCT00777179",
                     *           "title": "Phase II of Zactima Maintenance for Locally Advanced or Metastatic Non-small-cell Lung Carcinoma (NSCLC) Following Platinum-doublet Chemotherapy",
                     *           "therapeutic_area": "Oncology",
                     *           "indication": "NSCLC",
                     *           "approval_date": null,
                     *           "relevance_score": 0.589
                     *         },
                     *         {
                     *           "trial_id": "NCT04646330",
                     *           "title": "A Trial of AK104 Plus Anlotinib in NSCLC",
                     *           "therapeutic_area": "Oncology",
                     *           "indication": "NSCLC",
                     *           "approval_date": null,
                     *           "relevance_score": 0.485
                     *         },
                     *         {
                     *           "trial_id": "NCT04691388",
                     *           "title": "A Trial of Sintilimab Plus Anlotinib For Metastatic NSCLC After First-Line PD-1 Inhibitor",
                     *           "therapeutic_area": "Oncology",
                     *           "indication": "NSCLC",
                     *           "approval_date": null,
                     *           "relevance_score": 0.433
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationResult"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field); `INVALID_PROTOCOL`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `PROTOCOL_TOO_COMPLEX`; `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Payload Too Large. `PAYLOAD_TOO_LARGE` (body over 1 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`); `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description rule_id of a rule document (URL-encoded). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "rule_id": "fda-guidance:part-11-electronic-records-electronic-signatures-scope-and-application",
                     *         "title": "Part 11, Electronic Records; Electronic Signatures - Scope and Application: Guidance for Industry",
                     *         "source": "fda",
                     *         "publisher": "U.S. Food and Drug Administration",
                     *         "document_type": "guidance",
                     *         "reference": "FDA-2003-D-0143",
                     *         "status": "final",
                     *         "issue_date": null,
                     *         "issue_month": "2003-08",
                     *         "effective_date": "2003-08-01",
                     *         "therapeutic_area": null,
                     *         "url": null,
                     *         "section_count": 7,
                     *         "word_count": 3780,
                     *         "sections": [
                     *           {
                     *             "heading_path": [],
                     *             "heading": "",
                     *             "text": "Guidance for Industry Part 11, Electronic Records; Electronic Signatures — Scope and Application\n\nU.S. Department of Health and Human Services Food and Drug Administration Center for Drug Evaluation and Research (CDER) Center for Biologics Evaluation and Research (CBER) Center for Devices and Radiological Health (CDRH) Center for Food Safety and Applied Nutrition (CFSAN) Center for Veterinary Medicine (CVM) Office of Regulatory Affairs (ORA)\n\nAugust 2003 Pharmaceutical CGMPs\n\nGuidance for Industry\n\nPart 11, Electronic Records; Electronic Signatures — Scope and Application\n\nDivision of Drug Information, HFD-240 Center for Drug Evaluation and Research (CDER) (Tel) 301-827-4573 http://www.fda.gov/cder/guidance/index.htm or Office of Communication, Training and Manufacturers Assistance, HFM-40 Center for Biologics Evaluation and Research (CBER) http://www.fda.gov/cber/guidelines.htm Phone: the Voice Information System at 800-835-4709 or 301-827-1800 or Communications Staff (HFV-12), Center for Veterinary Medicine (CVM) (Tel) 301-594-1755 http://www.fda.gov/cvm/guidance/guidance.html or Division of Small Manufacturers Assistance (HFZ-220) http://www.fda.gov/cdrh/ggpmain.html Manufacturers Assistance Phone Number: 800.638.2041 or 301.443.6597 Internt'l Staff Phone: 301.827.3993 or Center for Food Safety and Applied Nutrition (CFSAN) http://www.cfsan.fda.gov/~dms/guidance.html.\n\nU.S. Department of Health and Human Services Food and Drug Administration Center for Drug Evaluation and Research (CDER) Center for Biologics Evaluation and Research (CBER) Center for Devices and Radiological Health (CDRH) Center for Food Safety and Applied Nutrition (CFSAN) Center for Veterinary Medicine (CVM) Office of Regulatory Affairs (ORA)\n\nAugust 2003 Pharmaceutical CGMPs\n\nTABLE OF CONTENTS\n\nGuidance for Industry1\n\nPart 11, Electronic Records; Electronic Signatures —\n\nScope and Application\n\nThis guidance represents the Food and Drug Administration's (FDA's) current thinking on this topic. It\n\ndoes not create or confer any rights for or on any person and does not operate to bind FDA or the public.\n\nYou can use an alternative approach if the approach satisfies the requirements of the applicable statutes\n\nand regulations. If you want to discuss an alternative approach, contact the FDA staff responsible for\n\nimplementing this guidance. If you cannot identify the appropriate FDA staff, call the appropriate\n\nnumber listed on the title page of this guidance.",
                     *             "word_count": 324
                     *           },
                     *           {
                     *             "heading_path": [
                     *               "I. INTRODUCTION"
                     *             ],
                     *             "heading": "I. INTRODUCTION",
                     *             "text": "I. INTRODUCTION\n\nThis guidance is intended to describe the Food and Drug Administration's (FDA’s) current\n\nthinking regarding the scope and application of part 11 of Title 21 of the Code of Federal\n\nRegulations; Electronic Records; Electronic Signatures (21 CFR Part 11).2\n\nThis document provides guidance to persons who, in fulfillment of a requirement in a statute or\n\nanother part of FDA's regulations to maintain records or submit information to FDA, 3 have\n\nchosen to maintain the records or submit designated information electronically and, as a result,\n\nhave become subject to part 11. Part 11 applies to records in electronic form that are created,\n\nmodified, maintained, archived, retrieved, or transmitted under any records requirements set\n\nforth in Agency regulations. Part 11 also applies to electronic records submitted to the Agency\n\nunder the Federal Food, Drug, and Cosmetic Act (the Act) and the Public Health Service Act (the\n\nPHS Act), even if such records are not specifically identified in Agency regulations (§ 11.1).\n\nThe underlying requirements set forth in the Act, PHS Act, and FDA regulations (other than part\n\n11) are referred to in this guidance document as predicate rules.\n\n1 This guidance has been prepared by the Office of Compliance in the Center for Drug Evaluation and Research (CDER) in consultation with the other Agency centers and the Office of Regulatory Affairs at the Food and Drug Administration.\n\n2 62 FR 13430\n\n3 These requirements include, for example, certain provisions of the Current Good Manufacturing Practice regulations (21 CFR Part 211), the Quality System regulation (21 CFR Part 820), and the Good Laboratory Practice for Nonclinical Laboratory Studies regulations (21 CFR Part 58).\n\nAs an outgrowth of its current good manufacturing practice (CGMP) initiative for human and\n\nanimal drugs and biologics,4 FDA is re-examining part 11 as it applies to all FDA regulated\n\nproducts. We anticipate initiating rulemaking to change part 11 as a result of that re-\n\nexamination. This guidance explains that we will narrowly interpret the scope of part 11. While\n\nthe re-examination of part 11 is under way, we intend to exercise enforcement discretion with\n\nrespect to certain part 11 requirements. That is, we do not intend to take enforcement action to\n\nenforce compliance with the validation, audit trail, record retention, and record copying\n\nrequirements of part 11 as explained in this guidance. However, records must still be maintained\n\nor submitted in accordance with the underlying predicate rules, and the Agency can take\n\nregulatory action for noncompliance with such predicate rules.\n\nIn addition, we intend to exercise enforcement discretion and do not intend to take (or\n\nrecommend) action to enforce any part 11 requirements with regard to systems that were\n\noperational before August 20, 1997, the effective date of part 11 (commonly known as legacy\n\nsystems) under the circumstances described in section III.C.3 of this guidance.\n\nNote that part 11 remains in effect and that this exercise of enforcement discretion applies only\n\nas identified in this guidance.\n\nFDA's guidance documents, including this guidance, do not establish legally enforceable\n\nresponsibilities. Instead, guidances describe the Agency's current thinking on a topic and should\n\nbe viewed only as recommendations, unless specific regulatory or statutory requirements are\n\ncited. The use of the word should in Agency guidances means that something is suggested or\n\nrecommended, but not required.",
                     *             "word_count": 545
                     *           },
                     *           {
                     *             "heading_path": [
                     *               "II. BACKGROUND"
                     *             ],
                     *             "heading": "II. BACKGROUND",
                     *             "text": "II. BACKGROUND\n\nIn March of 1997, FDA issued final part 11 regulations that provide criteria for acceptance by\n\nFDA, under certain circumstances, of electronic records, electronic signatures, and handwritten\n\nsignatures executed to electronic records as equivalent to paper records and handwritten\n\nsignatures executed on paper. These regulations, which apply to all FDA program areas, were\n\nintended to permit the widest possible use of electronic technology, compatible with FDA's\n\nresponsibility to protect the public health.\n\nAfter part 11 became effective in August 1997, significant discussions ensued among industry,\n\ncontractors, and the Agency concerning the interpretation and implementation of the regulations.\n\nFDA has (1) spoken about part 11 at many conferences and met numerous times with an industry\n\ncoalition and other interested parties in an effort to hear more about potential part 11 issues; (2)\n\npublished a compliance policy guide, CPG 7153.17: Enforcement Policy: 21 CFR Part 11;\n\nElectronic Records; Electronic Signatures; and (3) published numerous draft guidance\n\ndocuments including the following:\n\n4 See Pharmaceutical CGMPs for the 21st Century: A Risk-Based Approach; A Science and Risk -Based Approach to Product Quality Regulation Incorporating an Integrated Quality Systems Approach at www.fda.gov/oc/guidance/gmp.html.\n\n• 21 CFR Part 11; Electronic Records; Electronic Signatures, Validation\n\n• 21 CFR Part 11; Electronic Records; Electronic Signatures, Glossary of Terms\n\n• 21 CFR Part 11; Electronic Records; Electronic Signatures, Time Stamps\n\n• 21 CFR Part 11; Electronic Records; Electronic Signatures, Maintenance of Electronic\n\nRecords\n\n• 21 CFR Part 11; Electronic Records; Electronic Signatures, Electronic Copies of\n\nElectronic Records\n\nThroughout all of these communications, concerns have been raised that some interpretations of\n\nthe part 11 requirements would (1) unnecessarily restrict the use of electronic technology in a\n\nmanner that is inconsistent with FDA's stated intent in issuing the rule, (2) significantly increase\n\nthe costs of compliance to an extent that was not contemplated at the time the rule was drafted,\n\nand (3) discourage innovation and technological advances without providing a significant public\n\nhealth benefit. These concerns have been raised particularly in the areas of part 11 requirements\n\nfor validation, audit trails, record retention, record copying, and legacy systems.\n\nAs a result of these concerns, we decided to review the part 11 documents and related issues,\n\nparticularly in light of the Agency's CGMP initiative. In the Federal Register of February 4,\n\n2003 (68 FR 5645), we announced the withdrawal of the draft guidance for industry, 21 CFR\n\nPart 11; Electronic Records; Electronic Signatures, Electronic Copies of Electronic Records.\n\nWe had decided we wanted to minimize industry time spent reviewing and commenting on the\n\ndraft guidance when that draft guidance may no longer represent our approach under the CGMP\n\ninitiative. Then, in the Federal Register of February 25, 2003 (68 FR 8775), we announced the\n\nwithdrawal of the part 11 draft guidance documents on validation, glossary of terms, time\n\nstamps,5 maintenance of electronic records, and CPG 7153.17. We received valuable public\n\ncomments on these draft guidances, and we plan to use that information to help with future\n\ndecision-making with respect to part 11. We do not intend to re-issue these draft guidance\n\ndocuments or the CPG.\n\nWe are now re-examining part 11, and we anticipate initiating rulemaking to revise provisions of\n\nthat regulation. To avoid unnecessary resource expenditures to comply with part 11\n\nrequirements, we are issuing this guidance to describe how we intend to exercise enforcement\n\ndiscretion with regard to certain part 11 requirements during the re-examination of part 11. As\n\nmentioned previously, part 11 remains in effect during this re-examination period.",
                     *             "word_count": 581
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "requestId": "req_a012c6b0261341939cce2800893d26b1",
                     *         "processingTimeMs": 5
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RuleDetailResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Not Found. `NOT_FOUND`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    keywordSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordSearchRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "rule_id": "fda-guidance:container-and-closure-system-integrity-testing-in-lieu-of-sterility-testing-as-a-component-of-the-stability-bccfaa81",
                     *           "title": "Container and Closure System Integrity Testing in Lieu of Sterility Testing as a Component of the Stability Protocol for Sterile Products: Guidance for Industry",
                     *           "source": "fda",
                     *           "publisher": "U.S. Food and Drug Administration",
                     *           "document_type": "guidance",
                     *           "reference": "FDA-2008-D-0060",
                     *           "status": "final",
                     *           "issue_date": null,
                     *           "issue_month": "2008-02",
                     *           "effective_date": "2008-02-01",
                     *           "therapeutic_area": null,
                     *           "url": null,
                     *           "content": "VI. IMPLEMENTATION When seeking to implement container and closure system integrity testing as an alternative to sterility testing as a component of the stability protocol for sterile products, we recommend that you consider the following: 1. A container and closure system integrity test may replace sterility testing in a stability program at time points other than the product sterility test prior to release; 2. Container and closure system integrity tests do not replace sterility testing methods for product sterility testing prior to release; 3. Any validated container and closure system integrity test method should be acceptable provided the method uses analytical detection techniques appropriate to the method and is compatible with the specific product being tested. A test method is adequately validated if it has been proven through scientifically accepted studies to be capable of…",
                     *           "relevance_score": 1
                     *         },
                     *         {
                     *           "rule_id": "ich-guideline:q8-r2",
                     *           "title": "ICH Q8(R2): Pharmaceutical Development",
                     *           "source": "ich",
                     *           "publisher": "International Council for Harmonisation (ICH)",
                     *           "document_type": "ICH guideline",
                     *           "reference": "ICH Q8(R2)",
                     *           "status": "final",
                     *           "issue_date": null,
                     *           "issue_month": "2009-08",
                     *           "effective_date": "2009-08-01",
                     *           "therapeutic_area": null,
                     *           "url": "https://database.ich.org/sites/default/files/Q8%28R2%29%20Guideline.pdf",
                     *           "content": "2.4 Container Closure System The choice and rationale for selection of the container closure system for the commercial product (described in 3.2.P.7) should be discussed. Consideration should be given to the intended use of the drug product and the suitability of the container closure system for storage and transportation (shipping), including the storage and shipping container for bulk drug product, where appropriate. The choice of materials for primary packaging should be justified. The discussion should describe studies performed to demonstrate the integrity of the container and closure. A possible interaction between product and container or label should be considered. The choice of primary packaging materials should consider, e.g., choice of materials, protection from moisture and light, compatibility of the materials of construction with the dosage form (including sorption to…",
                     *           "relevance_score": 0.5
                     *         },
                     *         {
                     *           "rule_id": "eu-gmp:annex-1",
                     *           "title": "EU GMP Annex 1: Manufacture of Sterile Medicinal Products",
                     *           "source": "ema",
                     *           "publisher": "European Commission",
                     *           "document_type": "EU GMP annex",
                     *           "reference": "EudraLex Vol. 4 Annex 1",
                     *           "status": "final",
                     *           "issue_date": "2022-08-22",
                     *           "issue_month": "2022-08",
                     *           "effective_date": "2023-08-25",
                     *           "therapeutic_area": null,
                     *           "url": "https://health.ec.europa.eu/medicinal-products/eudralex/eudralex-volume-4_en",
                     *           "content": "8.19 Aseptic operations (including APS) should be observed on a regular basis by personnel with specific expertise in aseptic processing to verify the correct performance of operations including operator behaviour in the cleanroom and address inappropriate practices if detected. Finishing of sterile products 8.20 Open primary packaging containers should be maintained under grade A conditions with the appropriate background for the technology as described in paragraph 4.20. For partially stoppered vials or prefilled syringes (see paragraph 8.126). 8.21 Final containers should be closed by appropriately validated methods. 8.22 Where final containers are closed by fusion, e.g. Blow-Fill-Seal (BFS), Form-Fill-Seal (FFS), Small and Large Volume Parenteral (SVP & LVP) bags, glass or plastic ampoules, the critical parameters and variables that affect seal integrity should be evaluated,…",
                     *           "relevance_score": 0.5
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 3,
                     *         "offset": 0,
                     *         "total": 56,
                     *         "hasMore": true
                     *       },
                     *       "meta": {
                     *         "requestId": "req_a37f1fb05d9748569dfbde2e54a8b89a",
                     *         "processingTimeMs": 159
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["KeywordSearchResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Payload Too Large. `PAYLOAD_TOO_LARGE` (body over 1 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listCatalogSources: {
        parameters: {
            query?: {
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "source_id": "fda",
                     *           "name": "FDA guidance documents",
                     *           "description": "U.S. FDA guidance for industry and FDA staff (all centers).",
                     *           "document_count": 495,
                     *           "section_count": 11082,
                     *           "document_types": {
                     *             "guidance": 494,
                     *             "draft guidance": 1
                     *           },
                     *           "newest_document": {
                     *             "rule_id": "fda-guidance:computer-software-assurance-for-production-and-quality-management-system-software",
                     *             "title": "Computer Software Assurance for Production and Quality Management System Software: Guidance for Industry and Food and Drug Administration Staff",
                     *             "effective_date": "2026-02-03"
                     *           },
                     *           "last_ingested_at": "2026-11-28T07:58:42.592Z",
                     *           "records_published": 495,
                     *           "freshness": {
                     *             "status": "fresh",
                     *             "age_hours": 1.7
                     *           },
                     *           "note": null
                     *         },
                     *         {
                     *           "source_id": "ich",
                     *           "name": "ICH guidelines",
                     *           "description": "International Council for Harmonisation guidelines (efficacy, quality, safety, multidisciplinary).",
                     *           "document_count": 20,
                     *           "section_count": 814,
                     *           "document_types": {
                     *             "ICH guideline": 19,
                     *             "ICH questions and answers": 1
                     *           },
                     *           "newest_document": {
                     *             "rule_id": "ich-guideline:e6-r3",
                     *             "title": "ICH E6(R3): Guideline for Good Clinical Practice",
                     *             "effective_date": "2025-01-06"
                     *           },
                     *           "last_ingested_at": "2026-11-28T07:58:36.389Z",
                     *           "records_published": 20,
                     *           "freshness": {
                     *             "status": "fresh",
                     *             "age_hours": 1.7
                     *           },
                     *           "note": null
                     *         },
                     *         {
                     *           "source_id": "ema",
                     *           "name": "EU regulatory guidance",
                     *           "description": "European Commission and EMA guidance: EU GMP annexes, MDCG medical-device guidance, EPAR entries.",
                     *           "document_count": 2640,
                     *           "section_count": 4794,
                     *           "document_types": {
                     *             "MDCG guidance": 112,
                     *             "guidance": 23,
                     *             "EPAR": 2502,
                     *             "EU GMP annex": 3
                     *           },
                     *           "newest_document": {
                     *             "rule_id": "eu-mdcg:mdcg_2025-10_en",
                     *             "title": "Guidance on post-market surveillance of medical devices and in vitro diagnostic medical devices",
                     *             "effective_date": "2025-12-01"
                     *           },
                     *           "last_ingested_at": "2026-11-28T07:59:10.393Z",
                     *           "records_published": 2502,
                     *           "freshness": {
                     *             "status": "fresh",
                     *             "age_hours": 1.7
                     *           },
                     *           "note": null
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 6,
                     *         "hasMore": false
                     *       },
                     *       "meta": {
                     *         "requestId": "req_366637227d8d4bc98befb29ed53e705d",
                     *         "processingTimeMs": 94
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CatalogSourcesResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listPatterns: {
        parameters: {
            query?: {
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "pattern_id": "AP-endpoint_modification",
                     *           "kind": "amendment_pattern",
                     *           "name": "endpoint_modification",
                     *           "description": "Primary or secondary outcome measures added, removed or reworded between registry versions.",
                     *           "risk_level": "high",
                     *           "data": {
                     *             "source": "ClinicalTrials.gov registry versions, all therapeutic areas, last 5 years",
                     *             "status": "ok",
                     *             "trials_analyzed": 44,
                     *             "frequency": 6.8,
                     *             "note": null
                     *           }
                     *         },
                     *         {
                     *           "pattern_id": "AP-sample_size_increase",
                     *           "kind": "amendment_pattern",
                     *           "name": "sample_size_increase",
                     *           "description": "The planned (estimated) enrollment raised between registry versions.",
                     *           "risk_level": "medium",
                     *           "data": {
                     *             "source": "ClinicalTrials.gov registry versions, all therapeutic areas, last 5 years",
                     *             "status": "ok",
                     *             "trials_analyzed": 44,
                     *             "frequency": 0,
                     *             "note": "Not observed in the analysed trials."
                     *           }
                     *         },
                     *         {
                     *           "pattern_id": "AP-eligibility_criteria_change",
                     *           "kind": "amendment_pattern",
                     *           "name": "eligibility_criteria_change",
                     *           "description": "Inclusion or exclusion criteria, sex, age limits or healthy-volunteer status changed between registry versions.",
                     *           "risk_level": "medium",
                     *           "data": {
                     *             "source": "ClinicalTrials.gov registry versions, all therapeutic areas, last 5 years",
                     *             "status": "ok",
                     *             "trials_analyzed": 44,
                     *             "frequency": 6.8,
                     *             "note": null
                     *           }
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 21,
                     *         "hasMore": true
                     *       },
                     *       "meta": {
                     *         "requestId": "req_af330bad6b8b43769690560eb6e9badb",
                     *         "processingTimeMs": 24
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PatternsListResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getAmendmentPatterns: {
        parameters: {
            query?: {
                /** @description Analysis window ending at the latest registry data (default 5_years; other values Starter+). */
                time_period?: "1_year" | "3_years" | "5_years" | "10_years";
                /** @description Only trials in this phase (default all). */
                phase?: "I" | "II" | "III" | "IV";
                /** @description Add the observed amendments as examples (Starter+). */
                include_details?: string;
            };
            header?: never;
            path: {
                /** @description One of Oncology, Cardiovascular, Neurology, Psychiatry, Immunology, Rheumatology, Infectious_Disease, Rare_Disease (case-insensitive). */
                therapeutic_area: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmendmentPatternStatistics"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field); `INVALID_THERAPEUTIC_AREA`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Not Found. `INSUFFICIENT_DATA`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listPreventionStrategies: {
        parameters: {
            query?: {
                /** @description Only this family. */
                kind?: "amendment_pattern" | "observation_category";
                /** @description Only this pattern (e.g. AP-endpoint_modification, OC-data_integrity). */
                pattern_id?: string;
                /** @description Page size (default 20, max 100). */
                limit?: string;
                /** @description Results to skip (default 0, at most 999900; for a whole dataset use the bulk export GET /v1/export/{dataset}). */
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "pattern_id": "AP-endpoint_modification",
                     *           "kind": "amendment_pattern",
                     *           "name": "endpoint_modification",
                     *           "strategies": [
                     *             {
                     *               "strategy": "Agree endpoints with the regulator before first patient in (end-of-phase or scientific advice meeting).",
                     *               "regulatory_basis": [
                     *                 {
                     *                   "authority": "FDA",
                     *                   "document": "21 CFR Part 312 (Investigational New Drug Application)",
                     *                   "section": "21 CFR 312.47"
                     *                 },
                     *                 {
                     *                   "authority": "FDA",
                     *                   "document": "21 CFR Part 312 (Investigational New Drug Application)",
                     *                   "section": "21 CFR 312.30(b)"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "strategy": "Pre-specify endpoint definitions and estimands in the protocol and statistical analysis plan.",
                     *               "regulatory_basis": [
                     *                 {
                     *                   "authority": "ICH",
                     *                   "document": "ICH E9 Statistical Principles for Clinical Trials (1998)",
                     *                   "section": "2.2.2"
                     *                 },
                     *                 {
                     *                   "authority": "ICH",
                     *                   "document": "ICH E9 Statistical Principles for Clinical Trials (1998)",
                     *                   "section": "5.1"
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "pattern_id": "AP-sample_size_increase",
                     *           "kind": "amendment_pattern",
                     *           "name": "sample_size_increase",
                     *           "strategies": [
                     *             {
                     *               "strategy": "Base the sample size on conservative effect-size and variability assumptions.",
                     *               "regulatory_basis": [
                     *                 {
                     *                   "authority": "ICH",
                     *                   "document": "ICH E9 Statistical Principles for Clinical Trials (1998)",
                     *                   "section": "3.5"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "strategy": "Plan a blinded sample-size re-estimation in the protocol instead of an unplanned increase.",
                     *               "regulatory_basis": [
                     *                 {
                     *                   "authority": "ICH",
                     *                   "document": "ICH E9 Statistical Principles for Clinical Trials (1998)",
                     *                   "section": "4.4"
                     *                 },
                     *                 {
                     *                   "authority": "FDA",
                     *                   "document": "21 CFR Part 312 (Investigational New Drug Application)",
                     *                   "section": "21 CFR 312.30(b)"
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "pattern_id": "AP-eligibility_criteria_change",
                     *           "kind": "amendment_pattern",
                     *           "name": "eligibility_criteria_change",
                     *           "strategies": [
                     *             {
                     *               "strategy": "Test criteria against site patient populations (feasibility assessment) before finalising the protocol.",
                     *               "regulatory_basis": [
                     *                 {
                     *                   "authority": "FDA",
                     *                   "document": "Enhancing the Diversity of Clinical Trial Populations — Eligibility Criteria, Enrollment Practices, and Trial Designs (FDA guidance, 2020)",
                     *                   "section": "Whole document"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "strategy": "Review criteria with investigators for unnecessary exclusions that slow enrollment.",
                     *               "regulatory_basis": [
                     *                 {
                     *                   "authority": "ICH",
                     *                   "document": "ICH E9 Statistical Principles for Clinical Trials (1998)",
                     *                   "section": "4.2"
                     *                 },
                     *                 {
                     *                   "authority": "FDA",
                     *                   "document": "21 CFR Part 312 (Investigational New Drug Application)",
                     *                   "section": "21 CFR 312.30(b)"
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 10,
                     *         "hasMore": false
                     *       },
                     *       "meta": {
                     *         "requestId": "req_64c37fad707a49ffa93aed0bc0a3861d",
                     *         "processingTimeMs": 6
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PreventionStrategiesResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    searchRequirements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequirementsSearchRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total_count": 7,
                     *       "requirements": [
                     *         {
                     *           "id": "REQ-ONC-001",
                     *           "authority": "FDA",
                     *           "title": "Oncology approval endpoints: OS, PFS, ORR defined and assessed without bias",
                     *           "requirement_type": "endpoint_definition",
                     *           "therapeutic_areas": [
                     *             "Oncology"
                     *           ],
                     *           "phases": [
                     *             "II",
                     *             "III"
                     *           ],
                     *           "summary": "Endpoints for cancer drug approval (overall survival, progression-free or disease-free survival, objective response rate and duration of response) must be precisely defined, with tumour assessments on the same schedule in all arms and blinded independent central review where assessment bias is likely, as in open-label or single-arm trials.",
                     *           "reference": {
                     *             "document": "FDA Guidance for Industry: Clinical Trial Endpoints for the Approval of Cancer Drugs and Biologics (December 2018)",
                     *             "section": "Whole document"
                     *           },
                     *           "match": "area_specific"
                     *         },
                     *         {
                     *           "id": "REQ-ONC-002",
                     *           "authority": "EMA",
                     *           "title": "EU anticancer guideline: clinically relevant endpoints for confirmatory trials",
                     *           "requirement_type": "endpoint_definition",
                     *           "therapeutic_areas": [
                     *             "Oncology"
                     *           ],
                     *           "phases": [
                     *             "II",
                     *             "III"
                     *           ],
                     *           "summary": "Confirmatory trials should demonstrate benefit on overall survival or on progression-free survival supported by survival data that at least exclude a relevant detriment, with response and progression assessed by established criteria.",
                     *           "reference": {
                     *             "document": "EMA/CHMP Guideline on the evaluation of anticancer medicinal products in man (EMA/CHMP/205/95)",
                     *             "section": "Whole document"
                     *           },
                     *           "match": "area_specific"
                     *         },
                     *         {
                     *           "id": "REQ-ONC-003",
                     *           "authority": "PMDA",
                     *           "title": "Japanese guideline for clinical evaluation of antineoplastic drugs",
                     *           "requirement_type": "endpoint_definition",
                     *           "therapeutic_areas": [
                     *             "Oncology"
                     *           ],
                     *           "phases": [
                     *             "I",
                     *             "II",
                     *             "III"
                     *           ],
                     *           "summary": "Anticancer drugs submitted in Japan follow MHLW's staged clinical evaluation (phase I dose finding, phase II activity, phase III demonstrating survival benefit as a rule), with Japanese dose and safety data expected.",
                     *           "reference": {
                     *             "document": "MHLW Guideline for Clinical Evaluation of Anti-Malignant Tumor Drugs (2005)",
                     *             "section": "Whole document"
                     *           },
                     *           "match": "area_specific"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RequirementsSearchResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field); `INVALID_THERAPEUTIC_AREA`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Payload Too Large. `PAYLOAD_TOO_LARGE` (body over 1 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    exportDataset: {
        parameters: {
            query?: {
                /** @description Only this facility (digits; leading zeros ignored). */
                fei_number?: string;
                /** @description Only facilities cited under this CFR section (e.g. 211.192). */
                cfr_section?: string;
                /** @description Observation category, e.g. Data Integrity (case-insensitive). */
                category?: string;
                /** @description Classification of the latest inspection: NAI, VAI or OAI. */
                classification?: "NAI" | "VAI" | "OAI";
                /** @description Drugs, Devices, Biologics, Food/Cosmetics, Veterinary or Tobacco (other spellings such as drug are understood). */
                product_type?: string;
                /** @description e.g. Drugs, Biologics, Devices, Foods (case-insensitive). */
                program_area?: string;
                /** @description State or region as published (e.g. NJ); upper, title or given case. */
                state?: string;
                /** @description Country as published (e.g. United States); upper, title or given case. */
                country?: string;
                /** @description Latest inspection on or after (YYYY-MM-DD). */
                date_from?: string;
                /** @description Latest inspection on or before (YYYY-MM-DD). */
                date_to?: string;
                /** @description Composite risk level: low, medium, high or critical. */
                risk_level?: "low" | "medium" | "high" | "critical";
                /** @description Composite risk score at least. */
                min_score?: string;
                /** @description Composite risk score at most. */
                max_score?: string;
                /** @description Source id or comma-separated ids (fda also lists fda-oncology). */
                source?: string;
                /** @description e.g. guidance, MDCG guidance, EPAR. */
                document_type?: string;
                /** @description e.g. Oncology. */
                therapeutic_area?: string;
                /** @description ndjson (default: one JSON object per line) or csv (RFC 4180, header line first). */
                format?: "ndjson" | "csv";
            };
            header?: never;
            path: {
                /** @description observations, facilities, inspections, citations, risk-scores or rules. */
                dataset: "observations" | "facilities" | "inspections" | "citations" | "risk-scores" | "rules";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["ExportRow"];
                    "text/csv": string;
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    listChanges: {
        parameters: {
            query?: {
                /** @description The next_cursor of an earlier answer; omit to start from the beginning of the log. */
                since?: string;
                /** @description Comma-separated record types: observation, facility, rule, analytics (default all). */
                types?: string;
                /** @description Most changes per answer (default 500, max 1000). */
                limit?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangesResponse"];
                };
            };
            /** @description Bad Request. `VALIDATION_ERROR` (invalid parameter or body; `details.field` names the field). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Unauthorized. `UNAUTHORIZED` (no API key sent); `INVALID_API_KEY` (key malformed, unknown or revoked). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unauthorized"];
                };
            };
            /** @description Forbidden. `INSUFFICIENT_TIER` (the plan is below the tier this operation requires). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Too Many Requests. `RATE_LIMIT_EXCEEDED` (per-second limit or an hourly/daily quota reached); `QUOTA_EXCEEDED` (monthly quota reached; the body carries `upgradeUrl`). */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Monthly-Limit": components["headers"]["X-RateLimit-Monthly-Limit"];
                    "X-RateLimit-Monthly-Remaining": components["headers"]["X-RateLimit-Monthly-Remaining"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            /** @description Internal Server Error. `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
            /** @description Service Unavailable. `SERVICE_UNAVAILABLE` (a backend is down; retry after `Retry-After` seconds). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorB"];
                };
            };
        };
    };
}
