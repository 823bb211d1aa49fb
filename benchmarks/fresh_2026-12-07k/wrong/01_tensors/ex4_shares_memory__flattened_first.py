# Mistake: "when one is a view of the other" (a transpose, a column) -- flattens both tensors with reshape(-1) first, which copies a non-contiguous view, so t and t.T (or t and t[:, 1]) are reported as not sharing.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    flat_a, flat_b = a.reshape(-1), b.reshape(-1)    # compare 1-D tensors whatever the shapes
    return flat_a.untyped_storage().data_ptr() == flat_b.untyped_storage().data_ptr()
