package io.pcaplens.application.contract;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.host.Classification;
import io.pcaplens.domain.host.HostProfile;
import io.pcaplens.domain.host.Initiator;
import io.pcaplens.domain.host.Vote;
import io.pcaplens.domain.host.port.HostRepository;
import io.pcaplens.domain.signature.DeviceOverride;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What every {@link HostRepository} does: the host popup, the device type filter and the rules' device types read
 * the hosts from it, so a verdict read back without its votes, an override left on a host the rules no longer name
 * or a host of another capture would tell the user the wrong device.
 */
public abstract class HostRepositoryContract {

    private HostRepository hosts;

    /** The store the tests run on; each test works in captures of its own. */
    protected abstract HostRepository repository();

    /** A capture the store may hold hosts of (a stored capture, where the store needs one). */
    protected abstract CaptureId aCapture();

    /** A conversation row of the capture that an initiator may be stored for (a stored row, where the store needs one). */
    protected abstract long aConversation(CaptureId captureId);

    @BeforeEach
    void store() {
        hosts = repository();
    }

    private static final HostProfile ROUTER = new HostProfile("10.0.0.1", "00:1b:c5:00:10:22", "Cisco Systems",
            new Classification(DeviceType.ROUTER, 85, List.of(new Vote("answers DHCP", DeviceType.ROUTER, 40),
                    new Vote("serves DNS \"everyone\" asks", DeviceType.ROUTER, 30),
                    new Vote("one web page", DeviceType.SERVER, 5))), null);
    private static final HostProfile PHONE = new HostProfile("10.0.0.7", "ac:de:48:22:22:02", null,
            new Classification(DeviceType.MOBILE, 60, List.of(new Vote("iOS user agent", DeviceType.MOBILE, 60)),
                    new io.pcaplens.domain.host.OsHint("iOS", List.of("HTTP user agent \"x (iPhone)\" names iOS",
                            "IP TTL 64 starts at 64"))),
            null);
    private static final HostProfile STRANGER = new HostProfile("2001:db8::9", null, null,
            Classification.unknown(List.of()), null);
    private static final HostProfile PRINTER = new HostProfile("10.0.0.20", "00:00:48:33:33:03", "Seiko Epson",
            new Classification(DeviceType.PRINTER, 90, List.of(new Vote("IPP on 631", DeviceType.PRINTER, 90))),
            new DeviceOverride("office printers", DeviceType.PRINTER.label()));

    @Test
    void aCapturesHostsAreReadBackWholeAndFoundByAddress() {
        CaptureId capture = aCapture();

        hosts.replace(capture, List.of(ROUTER, PHONE, STRANGER, PRINTER));

        assertEquals(Set.of(ROUTER, PHONE, STRANGER, PRINTER), Set.copyOf(hosts.all(capture)));
        assertEquals(4, hosts.all(capture).size());
        assertEquals(Optional.of(ROUTER), hosts.find(capture, "10.0.0.1"));
        assertEquals(Optional.of(STRANGER), hosts.find(capture, "2001:db8::9"));
        assertEquals(Optional.empty(), hosts.find(capture, "10.0.0.99"));
    }

    @Test
    void eachCaptureKeepsItsOwnHosts() {
        CaptureId office = aCapture();
        CaptureId lab = aCapture();
        HostProfile labRouter = new HostProfile("10.0.0.1", null, null,
                new Classification(DeviceType.SERVER, 50, List.of()), null);

        hosts.replace(office, List.of(ROUTER, PHONE));
        hosts.replace(lab, List.of(labRouter));

        assertEquals(Optional.of(ROUTER), hosts.find(office, "10.0.0.1"));
        assertEquals(Optional.of(labRouter), hosts.find(lab, "10.0.0.1"));
        assertEquals(Optional.empty(), hosts.find(lab, "10.0.0.7"));
        assertEquals(List.of(), hosts.all(aCapture()));
    }

    @Test
    void aLaterRunReplacesTheHostsOfTheFirst() {
        CaptureId capture = aCapture();
        hosts.replace(capture, List.of(ROUTER, PHONE, PRINTER));
        HostProfile phoneNow = new HostProfile("10.0.0.7", "ac:de:48:22:22:02", null,
                new Classification(DeviceType.LAPTOP_DESKTOP, 70, List.of()), null);

        hosts.replace(capture, List.of(phoneNow, STRANGER));

        assertEquals(Set.of(phoneNow, STRANGER), Set.copyOf(hosts.all(capture)));
        assertEquals(Optional.empty(), hosts.find(capture, "10.0.0.20"), "and its override with it");
    }

    @Test
    void theOverridesSetAreTheListedHostsOwnAndEveryOtherHostLosesItsOwn() {
        CaptureId capture = aCapture();
        CaptureId other = aCapture();
        hosts.replace(capture, List.of(ROUTER, PHONE, PRINTER));
        hosts.replace(other, List.of(PHONE));
        DeviceOverride lab = new DeviceOverride("lab servers", DeviceType.SERVER.label());

        hosts.setOverrides(capture, Map.of("10.0.0.1", lab, "10.0.0.99", lab));

        assertEquals(Optional.of(ROUTER.withOverride(lab)), hosts.find(capture, "10.0.0.1"));
        assertEquals(DeviceType.SERVER, hosts.find(capture, "10.0.0.1").orElseThrow().effectiveType());
        assertEquals(Optional.of(PRINTER.withOverride(null)), hosts.find(capture, "10.0.0.20"));
        assertEquals(Set.of(ROUTER.withOverride(lab), PHONE, PRINTER.withOverride(null)),
                Set.copyOf(hosts.all(capture)), "an address that is no host of the capture adds none");
        assertEquals(Optional.of(PHONE), hosts.find(other, "10.0.0.7"));
    }

    @Test
    void anOverridesTypeIsKeptByItsLabelInWhateverCaseTheRuleGaveIt() {
        CaptureId capture = aCapture();
        hosts.replace(capture, List.of(PHONE,
                ROUTER.withOverride(new DeviceOverride("edge", "router"))));

        hosts.setOverrides(capture, Map.of("10.0.0.7", new DeviceOverride("tablets", "laptop/desktop")));

        assertEquals(new DeviceOverride("tablets", "Laptop/Desktop"), hosts.find(capture, "10.0.0.7").orElseThrow().override());
        assertEquals(Optional.of(ROUTER), hosts.find(capture, "10.0.0.1"));
        hosts.replace(capture, List.of(ROUTER.withOverride(new DeviceOverride("edge", "ROUTER"))));
        assertEquals(new DeviceOverride("edge", "Router"), hosts.find(capture, "10.0.0.1").orElseThrow().override());
    }

    @Test
    void deletingACapturesHostsLeavesTheOtherCapturesHosts() {
        CaptureId gone = aCapture();
        CaptureId kept = aCapture();
        hosts.replace(gone, List.of(ROUTER, PRINTER));
        hosts.replace(kept, List.of(ROUTER));

        hosts.deleteByCapture(gone);

        assertEquals(List.of(), hosts.all(gone));
        assertEquals(Optional.empty(), hosts.find(gone, "10.0.0.1"));
        assertEquals(List.of(ROUTER), hosts.all(kept));
    }

    @Test
    void theInitiatorOfAConversationIsTheOneLastStored() {
        CaptureId capture = aCapture();
        long opened = aConversation(capture);
        long reopened = aConversation(capture);
        long unseen = aConversation(capture);

        hosts.addInitiators(Map.of(opened, new Initiator("10.0.0.7", 51000), reopened, new Initiator("10.0.0.7", 51001)));
        hosts.addInitiators(Map.of(reopened, new Initiator("2001:db8::9", 443)));
        hosts.addInitiators(Map.of());

        assertEquals(Optional.of(new Initiator("10.0.0.7", 51000)), hosts.initiator(opened));
        assertEquals(Optional.of(new Initiator("2001:db8::9", 443)), hosts.initiator(reopened));
        assertEquals(Optional.empty(), hosts.initiator(unseen));
    }
}
