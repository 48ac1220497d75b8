"""Runs Debian's Apertium APy bound to 127.0.0.1 only (APy itself listens on every interface).

Usage: python3 apertium-loopback.py -p PORT [apertium-apy options] /usr/share/apertium/modes
Used by the tests and benchmarks (scripts/lib/apertium.ts); an operator runs apertium-apy itself.
"""
import sys

import tornado.httpserver

_bind = tornado.httpserver.HTTPServer.bind


def _bind_loopback(self, port, address=None, *args, **kwargs):
    return _bind(self, port, '127.0.0.1', *args, **kwargs)


tornado.httpserver.HTTPServer.bind = _bind_loopback

from apertium_apy.apy import main  # noqa: E402

sys.argv = ['apertium-apy'] + sys.argv[1:]
main()
