"""Network play without a screen (docs/NETWORK.md): the wire codec and messages, a table hosted for remote seats,
the WebSocket server (``panjpar serve``, or a host's window) and the client a table uses for a remote game. Nothing
here imports pygame or the window; nothing listens on a port unless a server is started."""
