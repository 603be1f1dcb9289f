"""The worker never waits for ever: a request has a deadline, a bot that raises, dies, hangs or is stopped is
killed and asked again in a new process, and after three failures on one request the worker gives up on it."""

from __future__ import annotations

import os
import signal
import time
from functools import partial
from pathlib import Path

import pytest

from game.bots.table import BotSpecError
from game.bots.worker import BotWorker
from game.panjpar.controller import Controller

from .faulty import Fault, FaultyBot, evil_bot_file
from .helpers import random_position
from .test_worker import to_move_view, wait


def faulty_worker(tmp_path: Path, fault: Fault, times: int, grace: float = 1.0) -> BotWorker:
    """A worker whose bot misbehaves on its first ``times`` decisions (counted across its processes)."""
    return BotWorker(partial(FaultyBot, fault, times, str(tmp_path / "faults")), budget=0.1, grace=grace)


def answer(worker: BotWorker, controller: Controller, timeout: float = 60.0) -> None:
    """Ask for the position's move and check that the worker's answer is legal."""
    worker.ask(to_move_view(controller), 5)
    intent = wait(worker, timeout)
    assert intent is not None, worker.error
    assert controller.submit(intent) is None


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.parametrize(("fault", "times"), [("die", 2), ("raise", 1), ("stop", 1), ("hang", 2)])
def test_a_request_is_answered_after_the_bot_failed_on_it(tmp_path: Path, fault: Fault, times: int) -> None:
    worker = faulty_worker(tmp_path, fault, times)
    try:
        first = worker.pid
        assert first is not None
        answer(worker, random_position(1))
        assert (worker.failures, worker.starts, worker.gave_up) == (times, 1 + times, False)
        assert worker.error is not None  # the last failure's reason is kept
        assert gone(first)  # killed, a stopped process included
        answer(worker, random_position(2))  # and it goes on answering
        assert worker.starts == 1 + times
    finally:
        worker.close()


def test_a_worker_killed_twice_from_outside_on_one_request_still_answers(tmp_path: Path) -> None:
    # The bot hangs on its first two decisions; the deadline is far, so only the kills can end them.
    worker = faulty_worker(tmp_path, "hang", 2, grace=600.0)
    try:
        controller = random_position(3)
        worker.ask(to_move_view(controller), 1)
        for kill in range(2):
            pid = worker.pid
            assert pid is not None
            end = time.monotonic() + 60
            while len((tmp_path / "faults").read_text() if (tmp_path / "faults").exists() else "") <= kill:
                assert time.monotonic() < end and worker.poll() is None
                time.sleep(0.01)  # until that process is hanging on the request
            os.kill(pid, signal.SIGKILL)
            while worker.pid == pid:
                assert worker.poll() is None
                time.sleep(0.01)
        intent = wait(worker, 60)
        assert intent is not None and controller.submit(intent) is None
        assert (worker.failures, worker.starts) == (2, 3)
    finally:
        worker.close()


def test_a_worker_stopped_from_outside_is_killed_and_replaced(tmp_path: Path) -> None:
    worker = faulty_worker(tmp_path, "hang", 0, grace=0.5)
    try:
        answer(worker, random_position(4))  # ready and answering
        pid = worker.pid
        assert pid is not None
        os.kill(pid, signal.SIGSTOP)
        answer(worker, random_position(5))  # within answer()'s timeout: the stopped process is not waited for
        assert gone(pid) and worker.failures == 1
        assert worker.starts == 2 and worker.pid not in (None, pid)  # the answer came from its replacement
    finally:
        worker.close()


def test_a_bot_that_always_raises_is_given_up_after_three_failures(tmp_path: Path) -> None:
    worker = faulty_worker(tmp_path, "raise", 10**6)
    try:
        worker.ask(to_move_view(random_position(6)), 1)
        assert wait(worker, 60) is None
        assert worker.gave_up and not worker.busy and worker.failures == 3
        assert worker.error is not None and "failed on purpose" in worker.error
        assert not worker.alive
    finally:
        worker.close()


def test_a_worker_takes_built_in_names_only(tmp_path: Path) -> None:
    evil, marker = evil_bot_file(tmp_path)
    for spec in (f"{evil}:Evil", "nonsense"):
        with pytest.raises(BotSpecError, match="unknown bot"):
            BotWorker(("panjpar", spec))
    assert not marker.exists()


def test_a_process_the_system_refuses_to_start_counts_as_a_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    worker = BotWorker(("panjpar", "random"))
    try:

        def refuse(self: BotWorker) -> object:
            raise OSError(11, "Resource temporarily unavailable")

        monkeypatch.setattr(BotWorker, "_spawn", refuse)
        assert worker.pid is not None
        os.kill(worker.pid, signal.SIGKILL)
        worker.ask(to_move_view(random_position(7)), 1)  # no process can be started now
        assert wait(worker, 30) is None
        assert worker.gave_up and worker.failures == 3
        assert worker.error is not None and "could not start" in worker.error
        monkeypatch.undo()
        answer(worker, random_position(8))  # once the system allows it again, it goes on
    finally:
        worker.close()
