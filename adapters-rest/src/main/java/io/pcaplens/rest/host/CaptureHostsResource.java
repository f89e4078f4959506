package io.pcaplens.rest.host;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.host.HostInventoryQueries;
import io.pcaplens.application.host.ServerLogs;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.host.HostFilter;
import io.pcaplens.domain.host.log.LogFilter;
import io.pcaplens.domain.host.HostSort;
import io.pcaplens.domain.packet.IpLiteral;
import io.pcaplens.rest.ContentDisposition;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Paging;
import io.pcaplens.rest.Problem;
import io.pcaplens.rest.ProblemBody;
import io.pcaplens.rest.packet.ToolProblems;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

import java.io.IOException;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The host inventory of one capture (docs/hosts.md): the host list, as JSON pages or CSV, one host's record, and the
 * DNS and HTTP logs of a host that served them.
 */
@Path("/files/{fileId}/hosts")
public class CaptureHostsResource {

    private static final String CSV = "text/csv";

    @Inject
    CaptureCatalog catalog;
    @Inject
    HostInventoryQueries hosts;
    @Inject
    ServerLogs logs;
    @Context
    HttpHeaders headers;

    @GET
    @Produces({MediaType.APPLICATION_JSON, CSV, ProblemBody.MEDIA_TYPE})
    @Operation(operationId = "listHosts", summary = "The hosts of a capture, filtered, sorted and paged, or as CSV")
    @APIResponse(responseCode = "200", description = "A page of hosts; with Accept: text/csv or format=csv every"
            + " host of the filter as CSV", content = {
            @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = HostPageBody.class)),
            @Content(mediaType = CSV, schema = @Schema(type = org.eclipse.microprofile.openapi.annotations.enums
                    .SchemaType.STRING))})
    @APIResponse(responseCode = "400", description = "An internal, deviceType, sort, page or size that names nothing")
    @APIResponse(responseCode = "404", description = "No file has this id")
    public Response list(@PathParam("fileId") String fileId,
                         @Parameter(description = "a part of the host's address or MAC") @QueryParam("address") String address,
                         @Parameter(description = "true: internal hosts only; false: external ones only")
                         @QueryParam("internal") String internal,
                         @Parameter(description = "only hosts of this device type, e.g. Router") @QueryParam("deviceType") String deviceType,
                         @Parameter(description = "bytes (default), packets, peers or address; - before it for"
                                 + " descending, + for ascending") @QueryParam("sort") String sort,
                         @Parameter(description = "csv for CSV, as Accept: text/csv asks") @QueryParam("format") String format,
                         @QueryParam("page") String page, @QueryParam("size") String size) {
        CaptureId id = IdParser.captureId(fileId);
        HostFilter filter = new HostFilter(address, internal(internal), deviceType(deviceType));
        HostSort order = HostSort.parse(sort).orElseThrow(() -> Problem.badRequest("sort must be one of bytes,"
                + " packets, peers or address (- before it for descending), was '" + sort + "'"));
        boolean csv = csv(format);
        Paging.Request p = csv ? null : Paging.parse(page, size);
        Capture capture = catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        if (csv) {
            return Response.ok(HostCsv.of(hosts, id, filter, order), CSV + "; charset=UTF-8")
                    .header("Content-Disposition", ContentDisposition.attachment(capture.name() + "-hosts.csv"))
                    .build();
        }
        return Response.ok(HostPageBody.from(id, hosts.page(id, filter, order, p.page(), p.size())),
                MediaType.APPLICATION_JSON).build();
    }

    @GET
    @Path("/{address}")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(operationId = "getCaptureHost", summary = "One host's record: names with their source, the services"
            + " it answered and its top 10 peers")
    @APIResponse(responseCode = "200", description = "The host's record",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = HostDetailBody.class)))
    @APIResponse(responseCode = "404", description = "No file has this id, or no host of it this address or MAC")
    public HostDetailBody host(@PathParam("fileId") String fileId,
                               @Parameter(description = "an IP address, or the MAC of a host") @PathParam("address")
                               String address) {
        CaptureId id = IdParser.captureId(fileId);
        catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        return hosts.find(id, IpLiteral.canonical(address.strip())).map(d -> HostDetailBody.from(id, d))
                .orElseThrow(() -> Problem.notFound("file " + id + " has no host " + address));
    }

    @GET
    @Path("/{address}/dns-log")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(operationId = "getHostDnsLog", summary = "The DNS queries a host answered as a server, each with its"
            + " response, paged, with the tally of the whole log")
    @APIResponse(responseCode = "200", description = "A page of the host's DNS log",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = DnsLogBody.class)))
    @APIResponse(responseCode = "400", description = "An address that is no IP address, or a page or size that"
            + " names nothing")
    @APIResponse(responseCode = "404", description = "No file has this id, or no host of it this address")
    public DnsLogBody dnsLog(@PathParam("fileId") String fileId, @PathParam("address") String address,
                             @Parameter(description = "only lines of this client address") @QueryParam("client")
                             String client,
                             @Parameter(description = "a part of the name asked, any case") @QueryParam("search")
                             String search,
                             @Parameter(description = "only lines of this response code (NoError, NXDomain,"
                                     + " ServFail…), or none for queries never answered") @QueryParam("rcode")
                             String rcode,
                             @QueryParam("page") String page, @QueryParam("size") String size) throws IOException {
        String server = server(fileId, address);
        Paging.Request p = Paging.parse(page, size);
        try {
            return DnsLogBody.from(server, logs.dns(IdParser.captureId(fileId), server,
                    new LogFilter(client, search, rcode),
                    p.page(), p.size()));
        } catch (ToolFailure e) {
            throw ToolProblems.of(e, "DNS log of " + server + " in file " + fileId, "Reading the DNS log failed");
        }
    }

    @GET
    @Path("/{address}/http-log")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(operationId = "getHostHttpLog", summary = "The HTTP requests a host answered as a server, each with"
            + " its response, paged, with the tally of the whole log")
    @APIResponse(responseCode = "200", description = "A page of the host's HTTP log",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = HttpLogBody.class)))
    @APIResponse(responseCode = "400", description = "An address that is no IP address, a status that is no"
            + " status, or a page or size that names nothing")
    @APIResponse(responseCode = "404", description = "No file has this id, or no host of it this address")
    public HttpLogBody httpLog(@PathParam("fileId") String fileId, @PathParam("address") String address,
                               @Parameter(description = "only lines of this client address") @QueryParam("client")
                               String client,
                               @Parameter(description = "a part of the Host and path asked, any case")
                               @QueryParam("search") String search,
                               @Parameter(description = "only lines of this status (404) or class (4xx), or none"
                                       + " for requests never answered") @QueryParam("status") String status,
                               @QueryParam("page") String page, @QueryParam("size") String size) throws IOException {
        String server = server(fileId, address);
        if (status != null && !status.isBlank() && !status.strip().matches("(?i)[1-5](\\d\\d|xx)|none")) {
            throw Problem.badRequest("status must be a status code such as 404, a class such as 4xx, or none, was '"
                    + status + "'");
        }
        Paging.Request p = Paging.parse(page, size);
        try {
            return HttpLogBody.from(server, logs.http(IdParser.captureId(fileId), server,
                    new LogFilter(client, search, status),
                    p.page(), p.size()));
        } catch (ToolFailure e) {
            throw ToolProblems.of(e, "HTTP log of " + server + " in file " + fileId, "Reading the HTTP log failed");
        }
    }

    /** The host's address in canonical form, once the capture and the host are known. */
    private String server(String fileId, String address) {
        CaptureId id = IdParser.captureId(fileId);
        catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        byte[] ip = IpLiteral.parse(address.strip());
        if (ip == null) {
            throw Problem.badRequest("a server log needs the host's IP address, was '" + address + "'");
        }
        String server = IpLiteral.text(ip);
        hosts.find(id, server).orElseThrow(() -> Problem.notFound("file " + id + " has no host " + address));
        return server;
    }

    private boolean csv(String format) {
        if (format != null && !format.isBlank()) {
            if (format.equalsIgnoreCase("csv")) {
                return true;
            }
            if (format.equalsIgnoreCase("json")) {
                return false;
            }
            throw Problem.badRequest("format must be csv or json, was '" + format + "'");
        }
        // the first type the client accepts decides; */* (or none) is JSON
        return headers.getAcceptableMediaTypes().stream().findFirst()
                .map(t -> t.isCompatible(MediaType.valueOf(CSV)) && !t.isWildcardType()).orElse(false);
    }

    private static Boolean internal(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        if (value.equalsIgnoreCase("true") || value.equalsIgnoreCase("false")) {
            return Boolean.valueOf(value);
        }
        throw Problem.badRequest("internal must be true or false, was '" + value + "'");
    }

    private static DeviceType deviceType(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        return DeviceType.parse(value.strip()).orElseThrow(() -> Problem.badRequest("deviceType must be one of "
                + Arrays.stream(DeviceType.values()).map(DeviceType::label).collect(Collectors.joining(", "))
                + ", was '" + value + "'"));
    }
}
