package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What a network card's maker says about the device: Cisco builds routers, Espressif builds the chips of smart
 * plugs, Brother builds printers. Keywords are matched against the vendor name of the OUI registry, in table
 * order, so specific names ("Hewlett Packard Enterprise", "Huawei Device") come before general ones.
 *
 * @param why the end of the sentence "MAC vendor X …", shown in the popup
 */
public record VendorClass(String keyword, DeviceType type, int weight, String why) {

    /** A maker of one kind of device only. */
    private static final int SPECIALIST = 25;
    /** A maker whose devices are mostly, not only, of the type. */
    private static final int MOSTLY = 15;
    /** A card maker found in many kinds of devices. */
    private static final int HINT = 10;

    private static final List<VendorClass> TABLE = List.of(
            // network equipment
            v("Cisco", DeviceType.ROUTER, SPECIALIST, "makes network equipment"),
            v("Juniper", DeviceType.ROUTER, SPECIALIST, "makes network equipment"),
            v("Routerboard", DeviceType.ROUTER, SPECIALIST, "(MikroTik) makes routers"),
            v("MikroTik", DeviceType.ROUTER, SPECIALIST, "makes routers"),
            v("Ubiquiti", DeviceType.ROUTER, SPECIALIST, "makes network equipment"),
            v("Netgear", DeviceType.ROUTER, SPECIALIST, "makes routers"),
            v("TP-Link", DeviceType.ROUTER, SPECIALIST, "makes routers"),
            v("Technicolor", DeviceType.ROUTER, SPECIALIST, "makes home gateways"),
            v("Sagemcom", DeviceType.ROUTER, SPECIALIST, "makes home gateways"),
            v("ARRIS", DeviceType.ROUTER, SPECIALIST, "makes cable gateways"),
            v("AVM", DeviceType.ROUTER, SPECIALIST, "makes FRITZ!Box routers"),
            v("Zyxel", DeviceType.ROUTER, SPECIALIST, "makes routers"),
            v("D-Link", DeviceType.ROUTER, SPECIALIST, "makes routers"),
            v("Linksys", DeviceType.ROUTER, SPECIALIST, "makes routers"),
            v("Aruba", DeviceType.ROUTER, SPECIALIST, "makes network equipment"),
            v("Fortinet", DeviceType.ROUTER, SPECIALIST, "makes firewalls"),
            v("Palo Alto", DeviceType.ROUTER, SPECIALIST, "makes firewalls"),
            v("Extreme Networks", DeviceType.ROUTER, SPECIALIST, "makes network equipment"),
            v("Ruckus", DeviceType.ROUTER, SPECIALIST, "makes network equipment"),
            v("DrayTek", DeviceType.ROUTER, SPECIALIST, "makes routers"),
            v("Huawei Device", DeviceType.MOBILE, SPECIALIST, "makes phones"),
            v("Huawei", DeviceType.ROUTER, MOSTLY, "makes network equipment"),
            // servers and virtual machines
            v("VMware", DeviceType.SERVER, MOSTLY, "is a virtual machine's network card"),
            v("Super Micro", DeviceType.SERVER, SPECIALIST, "(Supermicro) makes servers"),
            v("Supermicro", DeviceType.SERVER, SPECIALIST, "makes servers"),
            v("Hewlett Packard Enterprise", DeviceType.SERVER, MOSTLY, "makes servers"),
            v("Nutanix", DeviceType.SERVER, SPECIALIST, "makes server platforms"),
            v("XenSource", DeviceType.SERVER, MOSTLY, "is a virtual machine's network card"),
            // printers
            v("Brother", DeviceType.PRINTER, SPECIALIST, "makes printers"),
            v("Canon", DeviceType.PRINTER, SPECIALIST, "makes printers and cameras"),
            v("Seiko Epson", DeviceType.PRINTER, SPECIALIST, "makes printers"),
            v("Epson", DeviceType.PRINTER, SPECIALIST, "makes printers"),
            v("Lexmark", DeviceType.PRINTER, SPECIALIST, "makes printers"),
            v("Xerox", DeviceType.PRINTER, SPECIALIST, "makes printers"),
            v("Kyocera", DeviceType.PRINTER, SPECIALIST, "makes printers"),
            v("Ricoh", DeviceType.PRINTER, SPECIALIST, "makes printers"),
            v("Konica Minolta", DeviceType.PRINTER, SPECIALIST, "makes printers"),
            v("Hewlett Packard", DeviceType.PRINTER, MOSTLY, "(HP) makes printers and PCs"),
            // phones and tablets
            v("Mobile", DeviceType.MOBILE, SPECIALIST, "makes phones"),
            v("Motorola Mobility", DeviceType.MOBILE, SPECIALIST, "makes phones"),
            v("Samsung", DeviceType.MOBILE, MOSTLY, "makes phones, tablets and TVs"),
            v("Xiaomi", DeviceType.MOBILE, SPECIALIST, "makes phones"),
            v("OnePlus", DeviceType.MOBILE, SPECIALIST, "makes phones"),
            v("OPPO", DeviceType.MOBILE, SPECIALIST, "makes phones"),
            v("vivo Mobile", DeviceType.MOBILE, SPECIALIST, "makes phones"),
            v("HTC", DeviceType.MOBILE, SPECIALIST, "makes phones"),
            v("Apple", DeviceType.MOBILE, MOSTLY, "makes iPhones and iPads (and Macs)"),
            v("Google", DeviceType.MOBILE, HINT, "makes Pixel phones and Nest devices"),
            // smart-home and embedded devices
            v("Espressif", DeviceType.IOT, SPECIALIST, "makes Wi-Fi chips for smart devices"),
            v("Tuya", DeviceType.IOT, SPECIALIST, "makes smart-home devices"),
            v("Raspberry Pi", DeviceType.IOT, SPECIALIST, "makes single-board computers"),
            v("Sonos", DeviceType.IOT, SPECIALIST, "makes smart speakers"),
            v("Nest Labs", DeviceType.IOT, SPECIALIST, "makes smart-home devices"),
            v("Ring LLC", DeviceType.IOT, SPECIALIST, "makes doorbells and cameras"),
            v("Signify", DeviceType.IOT, SPECIALIST, "(Philips Hue) makes smart lights"),
            v("Philips Lighting", DeviceType.IOT, SPECIALIST, "makes smart lights"),
            v("Amazon Technologies", DeviceType.IOT, MOSTLY, "makes Echo and Fire devices"),
            v("Roku", DeviceType.IOT, SPECIALIST, "makes streaming players"),
            v("Grandstream", DeviceType.IOT, SPECIALIST, "makes VoIP phones"),
            v("Polycom", DeviceType.IOT, SPECIALIST, "makes VoIP phones"),
            v("Axis Communications", DeviceType.IOT, SPECIALIST, "makes network cameras"),
            v("Hikvision", DeviceType.IOT, SPECIALIST, "makes network cameras"),
            v("Dahua", DeviceType.IOT, SPECIALIST, "makes network cameras"),
            v("Shelly", DeviceType.IOT, SPECIALIST, "makes smart relays"),
            v("Allterco", DeviceType.IOT, SPECIALIST, "(Shelly) makes smart relays"),
            v("iRobot", DeviceType.IOT, SPECIALIST, "makes robot vacuums"),
            v("ecobee", DeviceType.IOT, SPECIALIST, "makes thermostats"),
            v("Texas Instruments", DeviceType.IOT, HINT, "makes chips for embedded devices"),
            v("Silicon Laboratories", DeviceType.IOT, MOSTLY, "makes chips for embedded devices"),
            // laptops and desktops
            v("Intel", DeviceType.LAPTOP_DESKTOP, MOSTLY, "makes the network cards of PCs"),
            v("Dell", DeviceType.LAPTOP_DESKTOP, MOSTLY, "makes PCs"),
            v("Lenovo", DeviceType.LAPTOP_DESKTOP, MOSTLY, "makes PCs"),
            v("ASUSTek", DeviceType.LAPTOP_DESKTOP, MOSTLY, "makes PCs"),
            v("Asustek", DeviceType.LAPTOP_DESKTOP, MOSTLY, "makes PCs"),
            v("Quanta", DeviceType.LAPTOP_DESKTOP, MOSTLY, "builds laptops"),
            v("Micro-Star", DeviceType.LAPTOP_DESKTOP, MOSTLY, "(MSI) makes PCs"),
            v("GIGA-BYTE", DeviceType.LAPTOP_DESKTOP, MOSTLY, "makes PC mainboards"),
            v("Hon Hai", DeviceType.LAPTOP_DESKTOP, HINT, "(Foxconn) builds PCs"),
            v("Liteon", DeviceType.LAPTOP_DESKTOP, HINT, "makes laptop Wi-Fi cards"),
            v("AzureWave", DeviceType.LAPTOP_DESKTOP, HINT, "makes laptop Wi-Fi cards"),
            v("Acer", DeviceType.LAPTOP_DESKTOP, MOSTLY, "makes PCs"),
            v("Toshiba", DeviceType.LAPTOP_DESKTOP, HINT, "makes laptops"),
            v("Fujitsu", DeviceType.LAPTOP_DESKTOP, HINT, "makes PCs"),
            v("Wistron", DeviceType.LAPTOP_DESKTOP, HINT, "builds laptops"),
            v("Compal", DeviceType.LAPTOP_DESKTOP, HINT, "builds laptops"),
            v("Microsoft", DeviceType.LAPTOP_DESKTOP, HINT, "makes Surface PCs"),
            v("Realtek", DeviceType.LAPTOP_DESKTOP, HINT, "makes the network chips of PCs"));

    private static VendorClass v(String keyword, DeviceType type, int weight, String why) {
        return new VendorClass(keyword, type, weight, why);
    }

    /**
     * The first table entry whose keyword the vendor's name contains as whole words, ignoring case: "Intel"
     * matches "Intel Corporate", not "Intellvisions".
     */
    public static Optional<VendorClass> of(String vendor) {
        if (vendor == null || vendor.isBlank()) {
            return Optional.empty();
        }
        String name = vendor.toLowerCase(Locale.ROOT);
        return TABLE.stream().filter(c -> containsWords(name, c.keyword.toLowerCase(Locale.ROOT))).findFirst();
    }

    private static boolean containsWords(String name, String keyword) {
        for (int at = name.indexOf(keyword); at >= 0; at = name.indexOf(keyword, at + 1)) {
            int end = at + keyword.length();
            boolean startsWord = at == 0 || !Character.isLetterOrDigit(name.charAt(at - 1));
            boolean endsWord = end == name.length() || !Character.isLetterOrDigit(name.charAt(end));
            if (startsWord && endsWord) {
                return true;
            }
        }
        return false;
    }
}
