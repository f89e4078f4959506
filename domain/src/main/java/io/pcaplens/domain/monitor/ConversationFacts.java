package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.RuleMatch;

import java.util.List;

/**
 * What a capture's stored conversations say for change detection: the distinct values of the fields the
 * rules compare, and the capture's size.
 *
 * @param idsAlerts signature names of the IDS alerts found; whether IDS ran at all is the capture's to say
 * @param organisations organisations of the autonomous systems of geolocated addresses, the AS number where the
 *                      geolocation named none
 * @param bytes     bytes on the wire of all conversations together (every packet is in exactly one)
 * @param destinations what the network's own hosts sent to each off-site address ({@link OutboundVolumes})
 */
public record ConversationFacts(List<String> applications, List<String> protocols, List<String> risks,
                                List<String> idsAlerts, List<RuleMatch> ruleMatches, List<String> countries,
                                List<String> organisations, long conversations, long bytes,
                                List<DestinationVolume> destinations) {

    public ConversationFacts {
        applications = List.copyOf(applications);
        protocols = List.copyOf(protocols);
        risks = List.copyOf(risks);
        idsAlerts = List.copyOf(idsAlerts);
        ruleMatches = List.copyOf(ruleMatches);
        countries = List.copyOf(countries);
        organisations = List.copyOf(organisations);
        destinations = List.copyOf(destinations);
    }

    public ConversationFacts(List<String> applications, List<String> protocols, List<String> risks,
                             List<String> idsAlerts, List<RuleMatch> ruleMatches, List<String> countries,
                             List<String> organisations, long conversations, long bytes) {
        this(applications, protocols, risks, idsAlerts, ruleMatches, countries, organisations, conversations, bytes,
                List.of());
    }
}
