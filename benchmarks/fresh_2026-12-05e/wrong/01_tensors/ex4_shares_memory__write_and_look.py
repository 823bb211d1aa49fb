# Mistake: "the inputs come back unchanged" (and views that do not overlap share memory) — probes by writing into a's first element and watching b: it writes into the caller's tensors (in-place on a leaf that requires grad raises), and b never sees a write outside its own elements.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    before = b.clone()
    flat = a.view(-1) if a.is_contiguous() else a
    index = (0,) * flat.dim()
    old = flat[index].clone()
    flat[index] = ~old if a.dtype == torch.bool else old + 1
    changed = not torch.equal(b, before)
    flat[index] = old
    return changed
