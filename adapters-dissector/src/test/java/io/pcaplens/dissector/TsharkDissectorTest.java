package io.pcaplens.dissector;

import io.pcaplens.domain.port.PacketDissector;

/** The contract on the tshark adapter; with 7,000 frames at most the 13,188-frame capture is read as two slices. */
class TsharkDissectorTest extends PacketDissectorContract {

    @Override
    PacketDissector slicingDissector() {
        return new TsharkDissector(0, 7_000);
    }

    @Override
    PacketDissector wholeFileDissector() {
        return new TsharkDissector(Long.MAX_VALUE, Long.MAX_VALUE);
    }
}
