# Mistake: "the result: a tensor of shape `(D,)`" — leaves are taken as emb[i:i+1] (a (1, D) row) and joined along dim 1, so every result has shape (1, D).
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree:tree + 1]
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)], dim=1) @ w)
