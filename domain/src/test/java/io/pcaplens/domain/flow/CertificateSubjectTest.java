package io.pcaplens.domain.flow;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CertificateSubjectTest {

    @Test
    void theCommonNameIsTheValueOfTheCnAttributeInLowerCase() {
        assertEquals(Optional.of("*.taleo.net"), CertificateSubject.commonName(
                "C=US, ST=CA, L=Dublin, O=Taleo Inc., OU=Web, OU=Comodo PremiumSSL Wildcard, CN=*.Taleo.net"));
    }

    @Test
    void aCommaInsideAValueStaysPartOfIt() {
        assertEquals(Optional.of("example, inc. gateway"),
                CertificateSubject.commonName("CN=Example, Inc. Gateway, O=Example"));
    }

    @Test
    void theLastCommonNameWinsAndAnAttributeEndingInCnIsNotOne() {
        assertEquals(Optional.of("www.example.org"),
                CertificateSubject.commonName("XCN=other, CN=Example Root, CN=www.example.org"));
        assertEquals(Optional.empty(), CertificateSubject.commonName("O=Example, XCN=other"));
    }

    @Test
    void noSubjectOrAnEmptyNameGivesNone() {
        assertEquals(Optional.empty(), CertificateSubject.commonName(null));
        assertEquals(Optional.empty(), CertificateSubject.commonName("C=US, CN="));
        assertEquals(Optional.empty(), CertificateSubject.commonName("OU=Domain Control Validated"));
    }
}
