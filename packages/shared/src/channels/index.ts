/**
 * Channels: two-way iCal sync (issue 15, requirements-next §11.1–11.3). All routes under
 * /api/v1 are the signed-in owner's (another owner's connection answers 404):
 *
 *   GET    /api/v1/channels                              → channelsOverviewResponse
 *   POST   /api/v1/channels/connections                  connectionCreateInput → 201 channelConnectionResponse
 *          (409 CHANNEL_ALREADY_CONNECTED: the property/unit already has this channel)
 *   PUT    /api/v1/channels/connections/:id              connectionUpdateInput → channelConnectionResponse
 *   DELETE /api/v1/channels/connections/:id              → 204 (disconnect; its imported blocks go,
 *          its imported bookings stay as ordinary bookings)
 *   POST   /api/v1/channels/connections/:id/sync         → syncRunResponse (Sync now; a failed run is
 *          200 with status "failed"; 409 CHANNEL_NO_IMPORT_URL without an import URL)
 *   POST   /api/v1/channels/connections/:id/confirm      → syncRunResponse (applies a feed held by the
 *          emptied-feed guard; 409 CHANNEL_NOTHING_TO_CONFIRM when none is held)
 *   POST   /api/v1/channels/connections/:id/export-token → channelConnectionResponse (new export URL;
 *          the old one answers 404)
 *   POST   /api/v1/channels/test                         feedTestInput → feedTestResponse
 *          (422 CHANNEL_FEED_BLOCKED: scheme/address refused | CHANNEL_FEED_UNREACHABLE: DNS,
 *          connection, timeout, HTTP error, too large, redirects | CHANNEL_FEED_INVALID: not iCal)
 *   GET    /api/v1/channels/conflicts?propertyId&from&to → channelConflictsResponse
 *   GET    /api/v1/sync-logs?propertyId&buildingId&status&action&type&from&to&search&page
 *          → syncLogsResponse (50 a page, newest first)
 *
 * Public, outside /api/v1: GET /ical/<token>.ics (text/calendar; ETag, Last-Modified, 304 on
 * If-None-Match; 404 for an unknown or disabled connection; 429 after 30 unknown tokens a
 * minute from one address). A disabled connection neither imports nor exports.
 *
 * Web failures: "Unable to load channels." is the web's `errors.failures.loadChannels`.
 * The property list (`GET /api/v1/listings?status=success|failed`) filters by last sync status.
 */
export * from './rules';
export * from './schemas';
export * from './responses';
