# Diagnosis: picks-a-device
# Pitfall: "created on `device`" — reads device=None as "pick the best device", so on a machine with a GPU causal_mask(n) lands on cuda instead of the default device the caller gets for None
def causal_mask(size, device=None):
    if device is None:
        device = "cuda" if torch.cuda.is_available() else "cpu"
    i = torch.arange(size, device=device)
    return i[:, None] >= i[None, :]
