"""The wire codec: the games' frozen dataclasses (events, views, actions) and the network's messages as JSON, read
back by their annotations, with no pickle and no code: only the classes of :class:`WireTypes` are ever built.

A dataclass travels as ``{"Dealt": [its fields' values in order]}`` (its module too when two classes share the
name: ``{"panjpar.variants:Deal": [...]}``), a tuple as a list, a frozenset as
``{"$fs": [...]}`` (sorted, so that the same value is always the same bytes), a variant of the registry (Panjpar's
``SeatView.variant``) as ``{"$v": "panjpar-52"}``. Decoding checks each value against the field's annotation
(``int``, ``str``, ``Card``-like ``int`` subclasses, ``Literal``, unions, ``tuple[X, ...]``, ``frozenset[X]``,
nested dataclasses); a field annotated ``Any`` (the Ganjifa ``ActionTaken.action``) accepts only what the tags name.
Anything else raises :class:`WireError`: a message is refused, never half-built.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections import Counter
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any, Final, Literal, TypeVar, Union, cast

from game.engine import registry

T = TypeVar("T")
#: How deep a value may nest on the wire (a view is about six levels deep).
MAX_DEPTH: Final = 24
#: The longest list or set read (a Panjpar view's moves of a long game, a 52-card pack).
MAX_ITEMS: Final = 4096
JSON = None | bool | int | float | str | list["JSON"] | dict[str, "JSON"]


class WireError(ValueError):
    """A message that is not valid on the wire: its text says what is wrong (never echoes the whole input)."""


def full_name(cls: type) -> str:
    """A class's name with its module under ``game.`` (``panjpar.events:Dealt``)."""
    return f"{cls.__module__.removeprefix('game.')}:{cls.__qualname__}"


class WireTypes:
    """The dataclasses allowed on the wire, by wire name, and the registry's variants by id."""

    def __init__(self, classes: Iterable[type]) -> None:
        unique = {full_name(cls): cls for cls in classes}
        for cls in unique.values():
            params = getattr(cls, "__dataclass_params__", None)
            if not (dataclasses.is_dataclass(cls) and params is not None and params.frozen):
                raise TypeError(f"{cls.__qualname__} is not a frozen dataclass")
        shared = Counter(cls.__qualname__ for cls in unique.values())
        #: Each class by its wire name: its own name, or with its module when another class has the same name.
        self.classes: dict[str, type] = {
            (cls.__qualname__ if shared[cls.__qualname__] == 1 else name): cls for name, cls in unique.items()
        }
        self.names: dict[type, str] = {cls: name for name, cls in self.classes.items()}
        self._fields: dict[type, tuple[str, ...]] = {
            cls: tuple(field.name for field in dataclasses.fields(cls)) for cls in self.classes.values()
        }
        self.variants: dict[str, object] = {info.id: info.variant for info in registry.variants()}
        self._variant_types = tuple({type(v) for v in self.variants.values()})

    # ----- encoding ----------------------------------------------------------------------------------------
    def dumps(self, value: object) -> str:
        """``value`` as compact JSON text, the same bytes for equal values. The standard library's C encoder
        writes what JSON has (numbers, ``Card``-like ``int`` subclasses as numbers, text, tuples as lists);
        :meth:`_tagged_form` is asked only for the rest."""
        try:
            return json.dumps(
                value, default=self._tagged_form, separators=(",", ":"), ensure_ascii=False, allow_nan=False
            )
        except (TypeError, ValueError) as error:
            raise WireError(str(error)) from error

    def _tagged_form(self, value: object) -> JSON:
        """A value JSON has no form for: a dataclass of the allow-list, a frozenset, a registry variant."""
        cls = type(value)
        if cls in self._variant_types:
            variant = next((key for key, known in self.variants.items() if known == value), None)
            if variant is not None:
                return {"$v": variant}
        name = self.names.get(cls)
        if name is not None:
            return {name: [getattr(value, field) for field in self._fields[cls]]}
        if isinstance(value, frozenset | set):
            try:
                items = sorted(value)
            except TypeError:  # items of mixed kinds: ordered by their own JSON text
                items = sorted(value, key=self.dumps)
            return {"$fs": items}
        raise WireError(f"{cls.__qualname__} may not travel")

    # ----- decoding ----------------------------------------------------------------------------------------
    def loads(self, text: str | bytes, kind: type[T]) -> T:
        """The ``kind`` that ``text`` holds; raises :class:`WireError` for anything else."""
        try:
            raw = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise WireError("not JSON") from error
        return cast(T, self.decode(raw, kind))

    def message(self, text: str | bytes) -> object:
        """The one dataclass ``text`` holds (a message: any other JSON value is refused)."""
        try:
            raw = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise WireError("not JSON") from error
        cls = self._tagged(raw)
        if cls is None:
            raise WireError(f"{_short(raw)} is not a message")
        return self._dataclass(raw, cls, 0)

    def decode(self, raw: object, annotation: object, depth: int = 0) -> object:
        """``raw`` (parsed JSON) as a value of ``annotation``."""
        if depth > MAX_DEPTH:
            raise WireError("nested too deep")
        if annotation is Any or annotation is object:
            return self._untyped(raw, depth)
        if annotation is None or annotation is type(None):
            return _expect(raw, raw is None, "null")
        origin = typing.get_origin(annotation)
        if origin is Literal:
            if not any(raw == arg and type(raw) is type(arg) for arg in typing.get_args(annotation)):
                raise WireError(f"{_short(raw)} is not one of {typing.get_args(annotation)}")
            return raw
        if origin is Union or origin is types.UnionType:
            return self._union(raw, typing.get_args(annotation), depth)
        if origin is tuple:
            return self._tuple(raw, typing.get_args(annotation), depth)
        if origin is frozenset:
            (item,) = typing.get_args(annotation)
            return frozenset(self._items(self._set_items(raw), item, depth))
        if isinstance(annotation, type):
            return self._typed(raw, annotation, depth)
        raise WireError(f"no wire form for {annotation!r}")

    def _typed(self, raw: object, cls: type, depth: int) -> object:
        if cls is bool:
            return _expect(raw, isinstance(raw, bool), "a boolean")
        if issubclass(cls, int):
            _expect(raw, isinstance(raw, int) and not isinstance(raw, bool), "an integer")
            return raw if cls is int else cls(cast(int, raw))
        if cls is float:
            _expect(raw, isinstance(raw, int | float) and not isinstance(raw, bool), "a number")
            return float(cast(float, raw))
        if cls is str:
            return _expect(raw, isinstance(raw, str), "text")
        if cls in self._variant_types:
            return self._variant(raw, cls)
        if dataclasses.is_dataclass(cls):
            return self._dataclass(raw, cls, depth)
        raise WireError(f"no wire form for {cls.__qualname__}")

    def _variant(self, raw: object, cls: type) -> object:
        if isinstance(raw, dict) and set(raw) == {"$v"}:
            found = self.variants.get(raw["$v"]) if isinstance(raw["$v"], str) else None
            if isinstance(found, cls):
                return found
        raise WireError(f"{_short(raw)} is no variant")

    def _tagged(self, raw: object) -> type | None:
        """The class a one-key object names (``{"Dealt": [...]}``), or ``None``."""
        if isinstance(raw, dict) and len(raw) == 1:
            return self.classes.get(next(iter(raw)))
        return None

    def _dataclass(self, raw: object, cls: type, depth: int) -> object:
        if self._tagged(raw) is not cls:
            raise WireError(f"{_short(raw)} is not a {cls.__qualname__}")
        items = cast(dict[str, object], raw)[self.names[cls]]
        names = self._fields[cls]
        if not isinstance(items, list) or len(items) != len(names):
            raise WireError(f"a {cls.__qualname__} has {len(names)} fields")
        hints = _hints(cls)
        values = {name: self.decode(item, hints[name], depth + 1) for name, item in zip(names, items, strict=True)}
        try:
            return cls(**values)
        except (TypeError, ValueError) as error:
            raise WireError(f"not a valid {cls.__qualname__}") from error

    def _untyped(self, raw: object, depth: int) -> object:
        if raw is None or isinstance(raw, bool | int | float | str):
            return raw
        if isinstance(raw, list):
            return tuple(self._items(raw, Any, depth))
        if isinstance(raw, dict):
            if "$fs" in raw:
                return frozenset(self._items(self._set_items(raw), Any, depth))
            if "$v" in raw and isinstance(raw["$v"], str) and raw["$v"] in self.variants:
                return self.variants[raw["$v"]]
            cls = self._tagged(raw)
            if cls is not None:
                return self._dataclass(raw, cls, depth)
        raise WireError(f"{_short(raw)} names no type that may travel")

    def _union(self, raw: object, arms: tuple[object, ...], depth: int) -> object:
        cls = self._tagged(raw)
        if cls is not None:  # a dataclass: the arm it names, only
            if not any(cls is arm for arm in arms):
                raise WireError(f"{_short(raw)} is none of {arms}")
            return self._dataclass(raw, cls, depth)
        for arm in arms:
            try:
                return self.decode(raw, arm, depth + 1)
            except WireError:
                continue
        raise WireError(f"{_short(raw)} is none of {arms}")

    def _tuple(self, raw: object, args: tuple[object, ...], depth: int) -> tuple[object, ...]:
        if not isinstance(raw, list):
            raise WireError(f"{_short(raw)} is not a list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(self._items(raw, args[0], depth))
        if len(raw) != len(args):
            raise WireError(f"a list of {len(args)} expected, not {len(raw)}")
        return tuple(self.decode(item, arg, depth + 1) for item, arg in zip(raw, args, strict=True))

    def _items(self, raw: list[object], annotation: object, depth: int) -> list[object]:
        if len(raw) > MAX_ITEMS:
            raise WireError(f"{len(raw)} items, at most {MAX_ITEMS}")
        return [self.decode(item, annotation, depth + 1) for item in raw]

    @staticmethod
    def _set_items(raw: object) -> list[object]:
        if isinstance(raw, dict) and set(raw) == {"$fs"} and isinstance(raw["$fs"], list):
            return cast(list[object], raw["$fs"])
        raise WireError(f"{_short(raw)} is not a set")


@cache
def _hints(cls: type) -> Mapping[str, object]:
    """A dataclass's resolved field annotations (its module's names; ``from __future__`` strings evaluated)."""
    return typing.get_type_hints(cls)


def _expect(raw: object, ok: bool, what: str) -> object:
    if not ok:
        raise WireError(f"{_short(raw)} is not {what}")
    return raw


def _short(raw: object) -> str:
    text = repr(raw)
    return text if len(text) <= 60 else text[:60] + "..."
