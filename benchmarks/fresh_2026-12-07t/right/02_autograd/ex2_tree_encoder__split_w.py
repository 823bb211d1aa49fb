# Right: no torch.cat: w is split into its top and bottom halves, and cat([l, r]) @ w is computed as l @ w[:D] + r @ w[D:].
def encode(tree, emb, w):
    if isinstance(tree, tuple):
        d = w.shape[1]
        left = encode(tree[0], emb, w)
        right = encode(tree[1], emb, w)
        return torch.tanh(left @ w[:d] + right @ w[d:])
    return emb[tree]
