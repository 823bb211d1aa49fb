# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" — the encoder wraps itself in torch.enable_grad() "so that gradients always reach w and emb", which overrides the caller's no_grad: the result requires grad and records a graph the caller asked not to build.
def encode(tree, emb, w):
    with torch.enable_grad():
        if isinstance(tree, int):
            return emb[tree]
        left, right = tree
        return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
