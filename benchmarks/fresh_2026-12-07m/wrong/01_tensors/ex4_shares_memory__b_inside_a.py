# Mistake: "returns `True` when `a` and `b` read from the same underlying storage" (the question is symmetric; `b` is "made like `a`"): it only asks whether b's first element lies inside a's storage from a's first element on, so shares_memory(t[3:], t) is False while shares_memory(t, t[3:]) is True.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    start = a.data_ptr()
    end = a.untyped_storage().data_ptr() + a.untyped_storage().nbytes()
    return start <= b.data_ptr() < end
