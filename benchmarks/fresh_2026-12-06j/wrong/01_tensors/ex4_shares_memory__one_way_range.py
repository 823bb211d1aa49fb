# Mistake: "True when a and b read from the same underlying storage" (any order, a view "of the other"): only b's first element is looked for inside a's bytes, so shares_memory(t[3:], t) and two rows m[1], m[2] are answered False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    start = a.data_ptr()
    end = start + a.numel() * a.element_size()
    return start <= b.data_ptr() < end
