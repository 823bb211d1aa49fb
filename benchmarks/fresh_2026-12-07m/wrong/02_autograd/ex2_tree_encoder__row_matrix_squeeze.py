# Mistake: "the result: a tensor of shape `(D,)`" with D = 1 allowed: each node works on a (1, 2D) row and squeeze()s the product, which for D = 1 leaves a 0-d tensor; the parent then cannot cat it (or a one-pair tree returns shape () instead of (1,)).
def encode(tree, emb, w):
    if isinstance(tree, tuple):
        row = torch.cat([encode(tree[0], emb, w), encode(tree[1], emb, w)]).unsqueeze(0)
        return torch.tanh(row @ w).squeeze()
    return emb[tree]
