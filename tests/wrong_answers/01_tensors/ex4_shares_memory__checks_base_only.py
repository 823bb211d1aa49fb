# Diagnosis: siblings-missed
# Pitfall: only direct parent/child views count; two views of one tensor are missed.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a is b or a._base is b or b._base is a
