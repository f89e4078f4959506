package io.pcaplens.llm.builtin;

import io.pcaplens.domain.tracer.Explanation;
import io.pcaplens.domain.tracer.ExplanationSource;
import io.pcaplens.domain.tracer.TraceContext;
import io.pcaplens.domain.tracer.TraceStep;
import io.pcaplens.domain.tracer.port.PacketExplainer;

import java.util.List;
import java.util.Optional;

/**
 * Explains packets from protocol knowledge alone, so that nothing leaves the machine: the default when no
 * language model is configured, and the fallback for whatever a model does not answer. It reads the step's
 * protocol, Info summary and direction and the conversation's endpoints, and says only what those hold.
 *
 * <p>Each protocol family has its own file; the first family that recognises a step explains it. Encrypted
 * content comes first (spec 10.6 item 7), HTTP before TCP (a status line can open a segment labelled TCP),
 * and a generic sentence closes the list.
 */
public final class BuiltinExplainer implements PacketExplainer {

    /** Part of the identity of kept explanations: raise it when the wording changes. */
    public static final String VERSION = "builtin v2";

    private static final List<ProtocolExplanations> FAMILIES = List.of(
            new EncryptedExplanations(),
            new HttpExplanations(),
            new DnsExplanations(),
            new TlsExplanations(),
            new QuicExplanations(),
            new SshExplanations(),
            new FtpExplanations(),
            new SmtpExplanations(),
            new Pop3Explanations(),
            new ImapExplanations(),
            new MailMessageExplanations(),
            new SmbExplanations(),
            new NtpExplanations(),
            new DhcpExplanations(),
            new ArpExplanations(),
            new IcmpExplanations(),
            new TcpExplanations(),
            new UdpExplanations());
    private static final ProtocolExplanations GENERIC = new GenericExplanations();

    @Override
    public List<Explanation> explain(TraceContext context, List<TraceStep> window) {
        return window.stream().map(step -> explain(context, step)).toList();
    }

    /** The explanation of one step. */
    public Explanation explain(TraceContext context, TraceStep step) {
        StepFacts facts = new StepFacts(step, context);
        String text = FAMILIES.stream().map(f -> f.explain(facts)).flatMap(Optional::stream).findFirst()
                .or(() -> GENERIC.explain(facts)).orElseThrow();
        return new Explanation(step.index(), text, ExplanationSource.BUILTIN, VERSION);
    }

    @Override
    public String describe() {
        return VERSION + " (protocol knowledge, nothing leaves the machine)";
    }

    @Override
    public String identity() {
        return VERSION;
    }
}
