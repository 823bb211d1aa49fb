# Mistake: "a boolean tensor (dtype=torch.bool, not a float mask of zeros and -inf)" — returns the additive float mask (0 on/below the diagonal, -inf above)
def causal_mask(size, device=None):
    mask = torch.full((size, size), float("-inf"), device=device)
    return torch.triu(mask, diagonal=1)
