# Mistake: "`emb`: ... dtype `float32` or `float64`" (result of emb's dtype) -- each node's input is preallocated with torch.zeros(2 * D), float32 by default, so a float64 tree fails at the product with w (dtype mismatch) and would lose precision otherwise.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    left, right = encode(tree[0], emb, w), encode(tree[1], emb, w)
    d = emb.shape[1]
    pair = torch.zeros(2 * d, device=emb.device)
    pair[:d] = left
    pair[d:] = right
    return torch.tanh(pair @ w)
