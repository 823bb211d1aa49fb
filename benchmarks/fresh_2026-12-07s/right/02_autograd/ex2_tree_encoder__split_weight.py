# Right: never concatenates; splits w into its top and bottom D rows (left @ w[:D] + right @ w[D:]), which equals cat([left, right]) @ w, and tests for a pair instead of an int.
def encode(tree, emb, w):
    if not isinstance(tree, tuple):
        return emb[tree]
    d = emb.shape[1]
    left, right = tree
    return torch.tanh(encode(left, emb, w) @ w[:d] + encode(right, emb, w) @ w[d:])
