"""The subcommands of the ``panjpar`` command line."""
