package io.pcaplens.domain.overview.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.overview.CaptureOverview;

import java.util.List;

/** Sums over a capture's stored conversations, for its overview. */
public interface ConversationStatistics {

    CaptureOverview.Totals totals(CaptureId captureId);

    /** Every DPI application of the capture, most bytes first. */
    List<CaptureOverview.Share> applications(CaptureId captureId);

    /** Every DPI category of the capture, most bytes first. */
    List<CaptureOverview.Share> categories(CaptureId captureId);

    /** The hosts whose conversations carried the most bytes, most first. */
    List<CaptureOverview.Talker> topTalkers(CaptureId captureId, int limit);

    /** The countries of the capture's geolocated (external) hosts, most hosts first. */
    List<CaptureOverview.Country> countries(CaptureId captureId);

    /** The autonomous systems of the capture's geolocated (external) hosts, most bytes first. */
    List<CaptureOverview.AutonomousSystem> topAutonomousSystems(CaptureId captureId, int limit);
}
