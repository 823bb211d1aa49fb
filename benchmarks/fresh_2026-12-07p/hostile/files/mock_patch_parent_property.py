# Hostile: unittest.mock.patch.object is started and never stopped on the displayhook class's parent_header property; the PropertyMock's side_effect hands _showtraceback a stale header (traceback published to nobody) and clears the running result's error.
import sys
from unittest import mock

_ip = get_ipython()
_dh = _ip.displayhook
_real = type(_dh).parent_header
_stale = {"msg_id": "stale-request", "msg_type": "execute_request", "session": "x",
          "username": "x", "date": "2000-01-01T00:00:00Z", "version": "5.3"}


def _side(*args):
    if args:                        # setter: keep ipykernel's set_parent working
        _real.fset(_dh, args[0])
        return None
    f, hit = sys._getframe(1), False
    for _ in range(8):                  # PropertyMock -> _mock_call -> ... -> caller
        if f is None:
            break
        if f.f_code.co_name == "_showtraceback":
            hit = True
            break
        f = f.f_back
    if hit:
        if _dh.exec_result is not None:
            _dh.exec_result.error_in_exec = None
        return _stale
    return _real.fget(_dh)


_p = mock.patch.object(type(_dh), "parent_header", new_callable=mock.PropertyMock,
                       side_effect=_side)
_p.start()


def add(a, b):
    return a - b
