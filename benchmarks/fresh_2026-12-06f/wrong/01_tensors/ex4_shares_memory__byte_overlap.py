# Mistake: "even two views that do not overlap, such as two rows `m[1]` and `m[2]`" must give True — it tests whether the byte ranges the two tensors span overlap, so disjoint views of one storage answer False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def span(t):
        start = t.data_ptr()
        last = sum((s - 1) * st for s, st in zip(t.shape, t.stride()) if s > 0)
        return start, start + (last + 1) * t.element_size()
    a0, a1 = span(a)
    b0, b1 = span(b)
    return a0 < b1 and b0 < a1
