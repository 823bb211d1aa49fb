# Mistake: "They share it when ... both are views of a third tensor (even two views that do not overlap, such as two rows `m[1]` and `m[2]`)" -- this checks whether the bytes the two tensors span overlap, so two disjoint rows of one matrix are called not sharing.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def span(t):
        start = t.data_ptr()
        extent = sum((size - 1) * stride for size, stride in zip(t.shape, t.stride()) if size > 0)
        return start, start + (extent + 1) * t.element_size()
    a0, a1 = span(a)
    b0, b1 = span(b)
    return bool(a0 < b1 and b0 < a1)
