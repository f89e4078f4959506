package io.pcaplens.domain.port;

/** Classifies whole flows by application, category and risk (spec 2.4, appName). */
public interface DeepPacketInspector extends ExternalTool {
}
