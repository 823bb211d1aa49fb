# Mistake: "A copy (`clone()`, ...) has its own storage" — compares the values and shapes, so a clone is said to share memory
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a.shape == b.shape and a.dtype == b.dtype and bool(torch.equal(a, b))
