# Right: uses cat(a, b) @ w == a @ w[:D] + b @ w[D:], slicing w (views valid for any layout) instead of concatenating the children.
def encode(tree, emb, w):
    d = emb.shape[1]
    if isinstance(tree, tuple):
        left, right = tree
        return torch.tanh(encode(left, emb, w) @ w[:d] + encode(right, emb, w) @ w[d:])
    return emb[tree]
