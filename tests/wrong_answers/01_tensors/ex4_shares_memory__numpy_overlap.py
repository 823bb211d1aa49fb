# Diagnosis: overlap-only
# Pitfall: np.shares_memory asks whether elements overlap, not whether the storage is the same.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(np.shares_memory(a.numpy(), b.numpy()))
