# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" — the body runs under torch.enable_grad() "so gradients always reach w", which overrides the caller's no_grad and records a graph anyway.
def encode(tree, emb, w):
    with torch.enable_grad():
        if isinstance(tree, int):
            return emb[tree]
        left, right = tree
        joined = torch.cat([encode(left, emb, w), encode(right, emb, w)])
        return torch.tanh(joined @ w)
