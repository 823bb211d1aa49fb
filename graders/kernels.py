"""A kernel client that does not sleep through a message already waiting on its socket.

nbclient (and so nbgrader's autograde, the website build and the widget test) talks to kernels
through jupyter_client's asyncio channels. Each wait for a message is one ``zmq.asyncio`` poll,
woken by ZeroMQ's file descriptor, which is *edge*-triggered: when that edge is missed, the
message sits in the socket until the poll's own timeout runs out, and the poll then finds it.
Under load this happens about once in a few hundred cells (pyzmq 27.3, libzmq 4.3.5, asyncio):
the execute reply of a cell that finished long ago is read exactly one cell timeout later (120 s
in nbgrader_config.py), and the next cell starts only then. ``benchmarks/kernel_stalls.py``
reproduces it and measures the fix.

The fix: every wait is cut into slices of ``SLICE`` seconds, and each slice ends with a real
``zmq_poll`` of the socket (what pyzmq does when a poll times out). A missed wake-up now costs
at most one slice; a message that arrives on time is read as before. Use it with
``KernelManager.client_factory = "graders.kernels.PromptKernelClient"`` (nbgrader_config.py
does; ``CONFIG`` below for nbclient).
"""

from __future__ import annotations

import time
from queue import Empty
from typing import Any

from jupyter_client.asynchronous import AsyncKernelClient
from jupyter_client.channels import AsyncZMQSocketChannel
from traitlets import Type

SLICE = 0.1  # seconds: the longest a missed wake-up can delay a message
CONFIG = {"KernelManager": {"client_factory": "graders.kernels.PromptKernelClient"}}


class PromptChannel(AsyncZMQSocketChannel):
    """An asyncio channel whose ``get_msg`` polls the socket at least every ``SLICE`` s."""

    async def get_msg(self, timeout: float | None = None) -> dict[str, Any]:
        assert self.socket is not None
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            step = SLICE if left is None else min(SLICE, left)
            if await self.socket.poll(int(step * 1000)):
                return await self._recv()
            if left is not None and left <= step:
                raise Empty


class PromptKernelClient(AsyncKernelClient):
    """jupyter_client's asyncio client with ``PromptChannel`` for shell, iopub, stdin, control."""

    shell_channel_class = Type(PromptChannel)  # type: ignore[assignment]
    iopub_channel_class = Type(PromptChannel)  # type: ignore[assignment]
    stdin_channel_class = Type(PromptChannel)  # type: ignore[assignment]
    control_channel_class = Type(PromptChannel)  # type: ignore[assignment]
