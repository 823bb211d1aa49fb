# Right: uses the identity cat([l, r]) @ w == l @ w[:D] + r @ w[D:] (slices, so any layout), no torch.cat.
def encode(tree, emb, w):
    if not isinstance(tree, tuple):
        return emb[tree]
    d = emb.shape[-1]
    left = encode(tree[0], emb, w)
    right = encode(tree[1], emb, w)
    return torch.tanh(left @ w[:d] + right @ w[d:])
