"""The out-of-process worker: answers, cancels, survives bad requests and a killed process."""

from __future__ import annotations

import time

import pytest

from game.bots.table import BotSpecError
from game.bots.worker import CUT, BotWorker, cut_flag
from game.panjpar.actions import Action
from game.panjpar.controller import Controller

from .faulty import NeedsADeadline, WaitsForTheCut
from .helpers import random_position


def wait(worker: BotWorker, timeout: float = 30.0) -> Action | None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        intent = worker.poll()
        if intent is not None or not worker.busy:
            return intent
        time.sleep(0.005)
    raise AssertionError("the worker did not answer")


def to_move_view(controller: Controller):  # type: ignore[no-untyped-def]
    seat = controller.to_move()
    assert seat is not None
    return controller.view(seat)


def test_worker_answers_legal_intents_and_survives_a_bad_request() -> None:
    with BotWorker(("panjpar", "random")) as worker:
        assert not worker.busy
        for seed in range(5):
            controller = random_position(seed)
            worker.ask(to_move_view(controller), seed)
            assert worker.busy
            intent = wait(worker)
            assert intent is not None and controller.submit(intent) is None
        # Not this seat's turn: the bot refuses, the worker lives on.
        controller = random_position(7)
        seat = controller.to_move()
        assert seat is not None
        other = next(s for s in range(controller.players) if s != seat)
        worker.ask(controller.view(other), 1)
        assert wait(worker) is None
        assert worker.error is not None and "not to move" in worker.error
        worker.ask(to_move_view(controller), 2)
        intent = wait(worker)
        assert intent is not None and controller.submit(intent) is None


def test_worker_cancel_and_restart_after_death() -> None:
    worker = BotWorker(("panjpar", "hard"), budget=5.0)
    try:
        controller = random_position(3, players=2)
        view = to_move_view(controller)
        worker.ask(view, 1)
        worker.cancel()
        assert not worker.busy and worker.poll() is None
        worker.ask(view, 1, budget=0.05)
        intent = wait(worker)
        assert intent is not None and controller.submit(intent) is None
        # Kill the process: the next ask starts a new one.
        assert worker._proc is not None
        worker._proc.kill()
        worker._proc.join()
        controller = random_position(4)
        worker.ask(to_move_view(controller), 1, budget=0.05)
        intent = wait(worker)
        assert intent is not None and controller.submit(intent) is None
    finally:
        worker.close()


def test_worker_bad_spec() -> None:
    with pytest.raises(BotSpecError, match="unknown bot"):
        BotWorker(("panjpar", "nonsense"))


def test_a_decision_past_one_and_a_half_times_its_budget_is_cut() -> None:
    """The worker sets the bot's cancel at 1.5 times the budget: a bot that thinks until then answers, and is not
    counted hung (the grace before that is half a minute, far past the test's wait)."""
    with BotWorker(WaitsForTheCut, budget=0.1, grace=60.0) as worker:
        controller = random_position(5)
        worker.ask(to_move_view(controller), 1)
        intent = wait(worker, timeout=20.0)
        assert intent is not None and controller.submit(intent) is None
        assert (worker.failures, worker.starts, worker.error) == (0, 1, None)


def test_the_cut_flag_sets_itself_at_one_and_a_half_times_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [100.0]
    monkeypatch.setattr("game.bots.worker.time.monotonic", lambda: now[0])
    flag = cut_flag(100.0, 2.0)
    assert CUT == 1.5
    for moment, cut in ((100.0, False), (102.0, False), (102.999, False), (103.0, True), (150.0, True)):
        now[0] = moment
        assert flag.is_set() is cut, moment


def test_the_bot_is_given_its_budget_as_its_deadline() -> None:
    """Asked with no budget, the worker passes the bot a deadline of the table's budget (for a factory, the
    default budget) away: it used to pass none, and each bot used its own default (ekrang's hard: no limit)."""
    with BotWorker(NeedsADeadline) as worker:
        controller = random_position(6)
        worker.ask(to_move_view(controller), 1)
        intent = wait(worker)
        assert worker.error is None and intent is not None and controller.submit(intent) is None
