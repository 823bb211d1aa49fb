# Mistake: "They share it when one is a view of the other" — Tensor.is_set_to needs the same storage, offset, sizes and strides, so a slice, a row or a transpose is said not to share
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a.is_set_to(b) or b.is_set_to(a)
