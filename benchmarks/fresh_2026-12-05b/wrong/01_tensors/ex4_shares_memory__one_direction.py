# Mistake: "They share it when one is a view of the other, when both are views of a third tensor ..." — only checks whether b is a view of a (or equal to it), so shares_memory(a[2:], a) is False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a is b:
        return True
    base = b._base
    return base is not None and (base is a or base is a._base)
