"""Tables on the LAN found without typing an address: a host or a server that is asked to (``serve --lan``)
advertises itself with multicast DNS (zeroconf, service ``_panjpar._tcp.local.``), and a player's program browses
for a moment. Nothing is advertised or browsed unless asked; a found server still needs its table code."""

from __future__ import annotations

import socket
import time
from collections.abc import Sequence
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceListener, Zeroconf

from game.net.messages import PROTOCOL

SERVICE = "_panjpar._tcp.local."
#: The longest name advertised (a DNS label holds 63 bytes).
NAME_LIMIT = 60


@dataclass(frozen=True, slots=True)
class Found:
    """A server found on the LAN: its name, address and port, and the protocol it speaks."""

    name: str
    address: str
    port: int
    protocol: int

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}/"


def lan_address() -> str:
    """This computer's address on its LAN (the interface of the default route; no packet is sent), else loopback."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            address: str = probe.getsockname()[0]
            return address
        except OSError:
            return "127.0.0.1"


class Advertiser:
    """Advertises the server at ``port`` as ``name`` (e.g. "Panjpar at Hamid's") until :meth:`close`;
    ``addresses``: where it is reached (this computer's LAN address by default)."""

    def __init__(self, name: str, port: int, addresses: Sequence[str] = (), interfaces: Sequence[str] = ()) -> None:
        label = "".join(c for c in name if c.isprintable() and c != ".")[:NAME_LIMIT] or "Panjpar"
        reached = list(addresses) or [lan_address()]
        self.info = ServiceInfo(
            SERVICE,
            f"{label}.{SERVICE}",
            addresses=[socket.inet_aton(address) for address in reached],
            port=port,
            properties={"protocol": str(PROTOCOL)},
        )
        self.zeroconf = _zeroconf(interfaces)
        self.zeroconf.register_service(self.info)

    def close(self) -> None:
        self.zeroconf.unregister_service(self.info)
        self.zeroconf.close()


class _Names(ServiceListener):
    def __init__(self) -> None:
        self.names: list[str] = []

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.names.append(name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        pass

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        pass


def browse(seconds: float = 1.5, interfaces: Sequence[str] = ()) -> list[Found]:
    """The servers that answer on the LAN within ``seconds`` (each asked for its address and port)."""
    zeroconf = _zeroconf(interfaces)
    try:
        listener = _Names()
        browser = ServiceBrowser(zeroconf, SERVICE, listener)
        time.sleep(seconds)
        browser.cancel()
        found = []
        for name in dict.fromkeys(listener.names):
            info = zeroconf.get_service_info(SERVICE, name, timeout=int(seconds * 1000))
            if info is None or info.port is None or not info.parsed_addresses():
                continue
            raw = info.properties.get(b"protocol") or b"0"
            protocol = int(raw) if raw.isdigit() else 0
            label = name.removesuffix("." + SERVICE)
            found.append(Found(label, info.parsed_addresses()[0], info.port, protocol))
        return found
    finally:
        zeroconf.close()


def _zeroconf(interfaces: Sequence[str]) -> Zeroconf:
    if interfaces:
        return Zeroconf(interfaces=list(interfaces), ip_version=IPVersion.V4Only)
    return Zeroconf(ip_version=IPVersion.V4Only)
