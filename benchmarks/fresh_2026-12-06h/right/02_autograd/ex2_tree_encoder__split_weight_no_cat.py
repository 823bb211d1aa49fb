# Right: never concatenates — since cat([l, r]) @ w = l @ w[:D] + r @ w[D:], each node multiplies its children by the two halves of w and adds; gradients reach w (both halves) and exactly the rows of emb used.
def encode(tree, emb, w):
    if isinstance(tree, tuple):
        d = emb.shape[1]
        left = encode(tree[0], emb, w)
        right = encode(tree[1], emb, w)
        return torch.tanh(left @ w[:d] + right @ w[d:])
    return emb[tree]
