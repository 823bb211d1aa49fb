# Mistake: "a reshape or contiguous() of a transpose (a view or a copy, as PyTorch decides)" / "A copy ... has its own storage" — it first normalises both to 1-D with reshape(-1) to compare their storages, but reshape copies a transposed, expanded or otherwise non-contiguous view, so a transpose of the base (or an expand) is reported as not sharing.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    flat_a = a.detach().reshape(-1)
    flat_b = b.detach().reshape(-1)
    return flat_a.untyped_storage().data_ptr() == flat_b.untyped_storage().data_ptr()
