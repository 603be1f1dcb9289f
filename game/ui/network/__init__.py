"""Play with friends over a network (issue 23): host a table from this window, join one, its waiting room and
its table; the client, the server and the messages are game/net's."""
