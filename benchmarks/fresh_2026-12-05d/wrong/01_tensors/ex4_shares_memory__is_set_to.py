# Mistake: "They share it when one is a view of the other ... a slice starting at an offset, a row, a column, a transpose" — Tensor.is_set_to is True only for the same storage with the same offset, sizes and strides, so every real view (t[3:], m.t(), m[1]) is called not sharing.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(a.is_set_to(b))
