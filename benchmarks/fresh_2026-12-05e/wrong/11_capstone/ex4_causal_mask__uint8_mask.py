# Mistake: "a boolean tensor (`dtype=torch.bool` ...)" — builds the mask as uint8 ones and zeros (the old-style byte mask), right pattern but dtype uint8, not the bool mask asked for (SDPA's boolean "may attend" reading does not apply to it)
def causal_mask(size, device=None):
    return torch.tril(torch.ones(size, size, dtype=torch.uint8, device=device))
