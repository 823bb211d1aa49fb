# Right: instead of concatenating, multiplies each child by its half of w (w[:D] for the left, w[D:] for the right) and adds, which is the same product as cat([l, r]) @ w.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    d = emb.shape[1]
    return torch.tanh(encode(left, emb, w) @ w[:d] + encode(right, emb, w) @ w[d:])
