# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" — wraps the recursion in torch.enable_grad() "so that gradients reach w", which overrides the caller's no_grad: the result requires grad and records a graph there.
def encode(tree, emb, w):
    with torch.enable_grad():
        if isinstance(tree, tuple):
            left, right = tree
            return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
        return emb[tree]
