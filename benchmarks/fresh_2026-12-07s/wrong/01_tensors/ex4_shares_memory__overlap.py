# Mistake: "even two views that do not overlap, such as two rows m[1] and m[2]" -- checks whether the byte ranges the two tensors span overlap, so two different rows of one matrix are said not to share.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def span(t):
        start = t.data_ptr()
        extent = sum((s - 1) * st for s, st in zip(t.shape, t.stride()) if s > 0)
        return start, start + (extent + 1) * t.element_size()
    a0, a1 = span(a)
    b0, b1 = span(b)
    return bool(a0 < b1 and b0 < a1)
