# Mistake: "the result: a tensor of shape `(D,)`" — leaves are taken as emb[i:i+1], so every encoding (and the result) has shape (1, D)
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree:tree + 1]
    return torch.tanh(torch.cat([encode(tree[0], emb, w), encode(tree[1], emb, w)], dim=-1) @ w)
