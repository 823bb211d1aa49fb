# Mistake: "a view of it (... `detach()` ...)" — a shortcut assumes a tensor that requires grad and one that does not live in different places, so base.detach() (and views of it) against the base that requires grad are reported as not sharing.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.requires_grad != b.requires_grad:   # one is inside the graph, the other a detached copy
        return False
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
