# Mistake: "They share it when ... both are views of a third tensor (even two views that do not overlap, such as two rows `m[1]` and `m[2]`)" -- tests whether the two tensors' byte ranges overlap, so two rows of one matrix (same storage, disjoint bytes) are reported as not sharing.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def byte_range(t):
        start = t.data_ptr()
        last = sum((size - 1) * stride for size, stride in zip(t.shape, t.stride()))
        return start, start + (last + 1) * t.element_size()

    a_lo, a_hi = byte_range(a)
    b_lo, b_hi = byte_range(b)
    return bool(a_lo < b_hi and b_lo < a_hi)
