# Diagnosis: data-ptr
# Pitfall: data_ptr() is the first element's address, so offset views look separate.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a.data_ptr() == b.data_ptr()
