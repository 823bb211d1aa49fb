# Mistake: "even two views that do not overlap, such as two rows m[1] and m[2]" — checks whether the byte ranges the two tensors cover overlap, so disjoint views of one storage are called separate.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def span(t):
        if t.numel() == 0:
            return (t.data_ptr(), t.data_ptr())
        last = sum((s - 1) * st for s, st in zip(t.shape, t.stride()))
        return (t.data_ptr(), t.data_ptr() + (last + 1) * t.element_size())
    a0, a1 = span(a)
    b0, b1 = span(b)
    return a0 < b1 and b0 < a1
