package io.pcaplens.persistence.capture;

import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.AnalysisState;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFindings;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.CaptureUpload;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.persistence.CaptureIds;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.OffsetDateTime;
import java.util.UUID;

@Entity
@Table(name = "capture")
public class CaptureEntity {

    @Id
    UUID id;
    String name;
    @Column(name = "size_bytes")
    long sizeBytes;
    String sha256;
    String format;
    String status;
    @Column(name = "status_reason")
    String statusReason;
    @Column(name = "progress_percent")
    int progressPercent;
    @Column(name = "progress_stage")
    String progressStage;
    @Column(name = "enable_dpi")
    boolean enableDpi;
    @Column(name = "enable_file_extraction")
    boolean enableFileExtraction;
    @Column(name = "enable_ids")
    boolean enableIds;
    @Column(name = "uploaded_at")
    OffsetDateTime uploadedAt;
    @Column(name = "completed_at")
    OffsetDateTime completedAt;
    @Column(name = "capture_start_ns")
    Long captureStartNs;
    @Column(name = "capture_end_ns")
    Long captureEndNs;
    @Column(name = "packet_count")
    Long packetCount;
    @Column(name = "conversation_count")
    Integer conversationCount;
    String tools;
    String warnings;

    Capture toDomain() {
        return new Capture(CaptureIds.of(id),
                new CaptureUpload(name, sizeBytes, sha256.trim(), CaptureFormat.valueOf(format),
                        new AnalysisOptions(enableDpi, enableFileExtraction, enableIds), uploadedAt.toInstant()),
                new AnalysisState(CaptureStatus.valueOf(status), statusReason, new Progress(progressPercent, progressStage),
                        completedAt == null ? null : completedAt.toInstant()),
                new CaptureFindings(captureStartNs, captureEndNs, packetCount, conversationCount,
                        ToolOutcomes.fromJson(tools), Warnings.fromJson(warnings)));
    }
}
