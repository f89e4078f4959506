import { describe, expect, it } from 'vitest';
import { peersChartOption, placeOf, sourceLabel } from './hostFacts';

describe('host facts', () => {
  it('says where a host is', () => {
    expect(placeOf({ internal: true, country: 'Germany' })).toBe('internal');
    expect(placeOf({ internal: false, country: 'Germany', asn: 'AS3320', org: 'Deutsche Telekom AG' })).toBe('Germany · AS3320 · Deutsche Telekom AG');
    expect(placeOf({ internal: false, countryCode: 'US' })).toBe('US');
    expect(placeOf({ internal: false })).toBe('external');
  });

  it('labels the name sources the API sends, and passes an unknown one through', () => {
    expect(sourceLabel('HTTP_HOST')).toBe('HTTP Host');
    expect(sourceLabel('TLS_SNI')).toBe('TLS SNI');
    expect(sourceLabel('DNS_ANSWER')).toBe('DNS_ANSWER');
  });

  it('draws the busiest peer on top', () => {
    const option = peersChartOption([
      { address: '10.0.0.1', packets: 9, bytes: 900, conversations: 2 },
      { address: '10.0.0.2', packets: 1, bytes: 100, conversations: 1 },
    ]);
    // a category axis runs from the bottom up
    expect(option.yAxis.data).toEqual(['10.0.0.2', '10.0.0.1']);
    expect(option.series[0].data).toEqual([100, 900]);
    expect(option.tooltip.renderMode).toBe('richText');
  });
});
