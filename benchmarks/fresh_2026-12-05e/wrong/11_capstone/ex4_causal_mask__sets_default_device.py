# Mistake: "the tests check ... that global state is left as found" — switches the global default device to `device` to create the tensors there and never switches it back (after device="meta", every later torch.ones of the caller lands on meta)
def causal_mask(size, device=None):
    if device is not None:
        torch.set_default_device(device)
    return torch.tril(torch.ones(size, size)).bool()
